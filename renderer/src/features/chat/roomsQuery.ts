import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';

/** Query keys of my chat: not below an event, as the rooms span my events (like the notifications). */
export const chatKeys = {
  all: () => ['chat'] as const,
  /** GET /v1/chat/rooms, kept live by userRooms/{userId}. */
  rooms: () => [...chatKeys.all(), 'rooms'] as const,
  /** A room's messages (ChatHistory), kept live by rooms/{roomId}/messages. */
  history: (roomId: string) => [...chatKeys.all(), 'history', roomId] as const,
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
