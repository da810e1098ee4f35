import { CHAT_PAGE_SIZE } from '@shared/constants';
import { readsAfter } from '@shared/rules/chatRooms';
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
     * rooms/{roomId}/messages: the room's members; the newest page the viewer may read as the
     * snapshot — from their joining on (issue 20) and after what they deleted for themselves
     * (`readsAfter`). Re-read for all of a node's followers at once, it holds only what every
     * member may read: from the latest joining on.
     */
    roomMessages: {
      canSubscribe: async (viewer, { roomId }) => isMember(viewer.userId, roomId),
      snapshot: async ({ roomId }, viewer) => {
        const member = viewer === null ? null : await repo().membership(roomId, viewer.userId);
        if (viewer !== null && member === null) return null; // left since the access check
        const after = member === null ? await repo().latestJoining(roomId) : readsAfter(member);
        return messagePage(await repo().page(roomId, null, after, CHAT_PAGE_SIZE));
      },
    },
  };
}
