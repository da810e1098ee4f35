import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';

/** Query keys of my chat: not below an event, as the rooms span my events (like the notifications). */
export const chatKeys = {
  all: () => ['chat'] as const,
  /** GET /v1/chat/rooms, kept live by userRooms/{userId}. */
  rooms: () => [...chatKeys.all(), 'rooms'] as const,
  /** Every conversation's messages, sent and on their way (thread.ts ThreadData). */
  threads: () => [...chatKeys.all(), 'thread'] as const,
  /** A room's messages: GET /v1/chat/messages pages, kept live by rooms/{roomId}/messages. */
  thread: (roomId: string) => [...chatKeys.threads(), 'room', roomId] as const,
  /** A draft's messages: only those on their way, until the first opens the pair's room. */
  draftThread: (eventId: string, participantId: string) =>
    [...chatKeys.threads(), 'draft', eventId, participantId] as const,
  /** The send mutation (sending.ts). */
  send: () => [...chatKeys.all(), 'send'] as const,
  /** GET /v1/chat/settings: my read-receipts choice. */
  settings: () => [...chatKeys.all(), 'settings'] as const,
};

/** GET /v1/chat/rooms: my rooms in every event. */
export const roomsQuery = () =>
  queryOptions({
    queryKey: chatKeys.rooms(),
    queryFn: ({ signal }) => api('chatRooms', { query: {}, signal }),
  });

/** Starts the room list as /chat is navigated to (its route's loader). */
export const prefetchRooms = () => prefetch(roomsQuery());
