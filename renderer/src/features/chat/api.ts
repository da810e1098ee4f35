/*
 * The chat's calls and cache writes, loaded with the chat's screens; what the shell needs (the keys,
 * my rooms for the badges and the launcher) is roomsQuery.ts, so the first screens carry none of this.
 */
import { infiniteQueryOptions, queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import type { ChatContactCard, ChatMessage, ChatRoom } from '@shared/schemas/chat';
import { api } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { chatKeys } from './roomsQuery';
import { isLoaded, olderPageParam, withHeld, withMessages, type ThreadData, type ThreadPage } from './thread';

/** GET /v1/chat/settings. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: chatKeys.settings(),
    queryFn: ({ signal }) => api('chatSettings', { signal }),
  });

/** PUT /v1/chat/settings: whether others see when I have read their messages. */
export const putSettings = (readReceipts: boolean) => api('chatSettingsUpdate', { body: { readReceipts } });

/** Whose thread: a room's, or a draft's (a person, no room until the first message). */
export type ThreadOf = { roomId: string } | { roomId: null; eventId: string; participantId: string };

/**
 * A conversation's thread (thread.ts). A room's: GET /v1/chat/messages pages, the newest first (it
 * keeps what the thread held that the answer does not know: messages on their way, newer live
 * ones), then each older page `before` the oldest seq held (spec §4: when scrolled to the top, until
 * fewer than a page return). A draft's asks nothing: it holds its first messages on their way.
 */
export const threadQuery = (of: ThreadOf) => {
  const roomId = of.roomId;
  const queryKey: QueryKey =
    of.roomId === null ? chatKeys.draftThread(of.eventId, of.participantId) : chatKeys.thread(of.roomId);
  return infiniteQueryOptions<ThreadPage, Error, ThreadData, QueryKey, number | null>({
    queryKey,
    queryFn: roomId
      ? async ({ pageParam, signal }) => {
          if (pageParam !== null)
            return api('chatMessages', { query: { roomId, before: pageParam }, signal });
          const page = await api('chatMessages', { query: { roomId }, signal });
          return withHeld(page, queryClient.getQueryData<ThreadData>(queryKey));
        }
      : skipToken,
    initialPageParam: null,
    getNextPageParam: (_last, pages) => olderPageParam(pages),
    // The topic keeps it current; a reload would only drop the older pages scrolled to. A thread
    // that only holds messages on their way has not loaded: it is asked when shown.
    staleTime: (query) => (isLoaded(query.state.data) ? Infinity : 0),
  });
};

/** A room as the server answered it, into the room list. */
export function putRoom(room: ChatRoom): void {
  queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) =>
    rooms ? [room, ...rooms.filter((r) => r.id !== room.id)] : rooms,
  );
}

/** A message as the server answered it, into its room's thread (in place of its pending self, by id). */
export function putMessage(message: ChatMessage): void {
  queryClient.setQueryData<ThreadData>(chatKeys.thread(message.roomId), (data) =>
    withMessages(data, [message]),
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
