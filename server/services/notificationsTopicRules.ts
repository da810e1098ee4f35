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
      canSubscribe: async (viewer, { userId }) => viewer.userId === userId,
      snapshot: async ({ userId }) => activityMetaOf(repo, userId),
    },

    /** newActivity/users/{userId}/sessions: my feed's first page; only me. */
    notificationItems: {
      canSubscribe: async (viewer, { userId }) => viewer.userId === userId,
      snapshot: async ({ userId }) => feedOf(repo, userId, {}),
    },

    /**
     * newActivity/events/{eventId}: the event's newest event-wide notification, for those its items
     * reach — its participants, not deleted (the feed's own rule, repositories/notifications.ts).
     */
    eventActivity: {
      canSubscribe: async (viewer, { eventId }) => repo.takesPart(viewer.userId, eventId),
      snapshot: async ({ eventId }) => ({ lastAt: await repo.lastEventActivity(eventId) }),
    },
  };
}
