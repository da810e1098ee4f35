import { CHAT_PAGE_SIZE } from '@shared/constants';
import { readsAfter } from '@shared/rules/chatRooms';
import type { chatTopics } from '@shared/live/topics/chat';
import { createChatRepository } from '../db/repositories/chat';
import { messagePage, roomList, roomMeta } from './chat/cards';
import { unlessRefused, type TopicRuleDeps, type TopicRules } from './topicRule';

/** The rules of shared/live/topics/chat.ts (DECISIONS 20: only my own rooms). */
export function createChatTopicRules({
  database,
  access,
}: TopicRuleDeps): TopicRules<keyof typeof chatTopics> {
  const repo = () => createChatRepository(database.db);

  return {
    /** userRooms/{userId}: only that user; my rooms as GET /v1/chat/rooms answers them. */
    userRooms: {
      permission: 'user.self',
      scope: ({ userId }) => ({ ids: [userId] }),
      snapshot: async ({ userId }) => roomList(repo(), userId),
    },
    /** rooms/{roomId}/meta: the room's members. */
    roomMeta: {
      permission: 'chatRoom.member',
      scope: ({ roomId }) => ({ ids: [roomId] }),
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
      permission: 'chatRoom.member',
      scope: ({ roomId }) => ({ ids: [roomId] }),
      snapshot: async ({ roomId }, viewer) => {
        const mine =
          viewer === null
            ? null
            : await unlessRefused(
                access.require(viewer.userId, { permission: 'chatRoom.member', ids: [roomId] }),
              );
        const member = mine?.get(roomId) ?? null;
        if (viewer !== null && member === null) return null; // left since the access check
        const after = member === null ? await repo().latestJoining(roomId) : readsAfter(member);
        return messagePage(await repo().page(roomId, null, after, CHAT_PAGE_SIZE));
      },
    },
  };
}
