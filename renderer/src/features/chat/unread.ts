import type { ChatRoom } from '@shared/schemas/chat';

/**
 * The unread total the menus and the floating panel show: every room's count (spec §4 unread). Its
 * own module, so the badge on every page loads none of the room list's search and order.
 */
export const unreadTotal = (rooms: readonly ChatRoom[]): number =>
  rooms.reduce((sum, room) => sum + room.countUnreadMessages, 0);
