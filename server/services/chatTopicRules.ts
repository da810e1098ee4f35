import { CHAT_PAGE_SIZE } from '@shared/constants';
import type { chatTopics } from '@shared/live/topics/chat';
import { createChatRepository } from '../db/repositories/chat';
import { messagePage, roomList, roomMeta } from './chat/cards';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/** The rules of shared/live/topics/chat.ts (DECISIONS 20: only my own rooms). */
export function createChatTopicRules({ database }: TopicRuleDeps): TopicRules<keyof typeof chatTopics> {
  const repo = () => createChatRepository(database.db);
  const isMember = async (userId: string, roomId: string) =>
    (await repo().membership(roomId, userId)) !== null;

  return {
    /** userRooms/{userId}: only that user; my rooms as GET /v1/chat/rooms answers them. */
    userRooms: {
      canSubscribe: async (viewer, { userId }) => viewer.userId === userId,
      snapshot: async ({ userId }) => roomList(repo(), userId),
    },
    /** rooms/{roomId}/meta: the room's members. */
    roomMeta: {
      canSubscribe: async (viewer, { roomId }) => isMember(viewer.userId, roomId),
      snapshot: async ({ roomId }) => {
        const room = await repo().room(roomId);
        return room === null ? null : roomMeta(repo(), room);
      },
    },
    /**
     * rooms/{roomId}/messages: the room's members; the newest page as the snapshot (a member who
     * deleted the chat for themselves filters it with their room's clearedThroughSeq).
     */
    roomMessages: {
      canSubscribe: async (viewer, { roomId }) => isMember(viewer.userId, roomId),
      snapshot: async ({ roomId }) => messagePage(await repo().page(roomId, null, null, CHAT_PAGE_SIZE)),
    },
  };
}
