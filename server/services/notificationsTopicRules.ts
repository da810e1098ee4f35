import type { notificationsTopics } from '@shared/live/topics/notifications';
import { createNotificationsRepository } from '../db/repositories/notifications';
import { activityMetaOf, feedOf } from './notificationFeed';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/** The rules of shared/live/topics/notifications.ts. */
export function createNotificationsTopicRules({
  database,
}: TopicRuleDeps): TopicRules<keyof typeof notificationsTopics> {
  const repo = createNotificationsRepository(database.db);
  return {
    /** newActivity/users/{userId}/meta: my badge; nobody else, not even an organizer of my events. */
    notificationMeta: {
      permission: 'user.self',
      scope: ({ userId }) => ({ ids: [userId] }),
      snapshot: async ({ userId }) => activityMetaOf(repo, userId),
    },

    /** newActivity/users/{userId}/sessions: my feed's first page; only me. */
    notificationItems: {
      permission: 'user.self',
      scope: ({ userId }) => ({ ids: [userId] }),
      snapshot: async ({ userId }) => feedOf(repo, userId, {}),
    },

    /**
     * newActivity/events/{eventId}: the event's newest event-wide notification, for those its items
     * reach — its members (the feed's own rule, repositories/notifications.ts).
     */
    eventActivity: {
      permission: 'event.member',
      scope: ({ eventId }) => ({ eventId }),
      snapshot: async ({ eventId }) => ({ lastAt: await repo.lastEventActivity(eventId) }),
    },
  };
}
