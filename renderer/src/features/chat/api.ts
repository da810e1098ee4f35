/*
 * The chat's calls and cache writes, loaded with the chat's screens; what the shell needs (the keys,
 * my rooms for the badges and the launcher) is roomsQuery.ts, so the first screens carry none of this.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ChatContactCard, ChatMessage, ChatRoom } from '@shared/schemas/chat';
import { api } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { withPage, type ChatHistory } from './history';
import { chatKeys } from './roomsQuery';

/** GET /v1/chat/settings. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: chatKeys.settings(),
    queryFn: ({ signal }) => api('chatSettings', { signal }),
  });

/** PUT /v1/chat/settings: whether others see when I have read their messages. */
export const putSettings = (readReceipts: boolean) => api('chatSettingsUpdate', { body: { readReceipts } });

/** GET /v1/chat/messages: the newest page of a room (older pages: loadOlder). */
export const historyQuery = (roomId: string) =>
  queryOptions({
    queryKey: chatKeys.history(roomId),
    queryFn: ({ signal }) => api('chatMessages', { query: { roomId }, signal }),
    // The topic keeps it current; a reload would only drop the older pages scrolled to.
    staleTime: Infinity,
  });

/** The next older page (spec §4: when scrolled to the top, until fewer than a page return). */
export async function loadOlder(roomId: string, before: number): Promise<void> {
  const page = await api('chatMessages', { query: { roomId, before } });
  queryClient.setQueryData<ChatHistory>(chatKeys.history(roomId), (held) => withPage(held, page, true));
}

/** A room as the server answered it, into the room list. */
export function putRoom(room: ChatRoom): void {
  queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) =>
    rooms ? [room, ...rooms.filter((r) => r.id !== room.id)] : rooms,
  );
}

/** A message as the server answered it, into its room's history once that has loaded. */
export function putMessage(message: ChatMessage): void {
  queryClient.setQueryData<ChatHistory>(chatKeys.history(message.roomId), (held) =>
    held ? withPage(held, { messages: [message], more: held.more }, false) : held,
  );
}

/** POST /v1/chat/room without a first message: the pair's room (the one they have, or a new one). */
export const openRoom = (eventId: string, participantId: string) =>
  api('chatRoomCreate', { body: { eventId, members: [participantId], type: 'private', name: '' } });

export const sendMessage = (roomId: string, msg: string, id: string) =>
  api('chatMessageSend', { body: { roomId, msg, id } });

/** POST /v1/chat/contact: a contact card (spec §3 type contact), with the client's id as a text has. */
export const shareContact = (roomId: string, contact: ChatContactCard, id: string) =>
  api('chatContactShare', { body: { roomId, contact, id } });

export const deleteMessage = (roomId: string, messageId: string) =>
  api('chatMessageDelete', { body: { roomId, messageId } });

export const markSeen = (roomId: string, messageId: string) =>
  api('chatSeen', { body: { roomId, messageId } });

export const pinRoom = (roomId: string, pin: boolean) => api('chatPin', { body: { roomId, pin } });

export const deleteChat = (roomId: string) => api('chatDelete', { body: { roomId } });
