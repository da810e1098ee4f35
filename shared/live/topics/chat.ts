import { z } from 'zod';
import { chatMessage, chatMessagePage, chatRoom, chatRoomMeta } from '../../schemas/chat';
import { childTopic, topic } from '../topic';

/**
 * Chat (spec networking §7 realtime paths; rules: server/services/chatTopicRules.ts; docs/chat.md).
 * The two collections send child_added / child_changed / child_removed with the child's key.
 */
export const chatTopics = {
  /**
   * My rooms, as GET /v1/chat/rooms answers them; a child per room (key: room id) as I see it —
   * added when a room reaches me, changed on a message, a seen, a pin, removed when I delete the
   * chat for myself or leave it. Only my own user.
   */
  userRooms: childTopic('userRooms/{userId}', z.array(chatRoom), chatRoom),
  /** The room's members with their seen state (read receipts respected) and lastMessageDate; its members. */
  roomMeta: topic('rooms/{roomId}/meta', chatRoomMeta),
  /**
   * The room's messages: the newest page on subscribe, then a child per message (key: message
   * id) — added when sent, changed when deleted (it keeps its place). Its members.
   */
  roomMessages: childTopic('rooms/{roomId}/messages', chatMessagePage, chatMessage),
};
