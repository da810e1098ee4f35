import type { userTopics } from '@shared/live/topics/user';
import { createLiveRepository } from '../db/repositories/live';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/** The rules of shared/live/topics/user.ts. */
export function createUserTopicRules({ database }: TopicRuleDeps): TopicRules<keyof typeof userTopics> {
  const repo = createLiveRepository(database.db);
  return {
    /** ui/{userId}: the user's own UI settings; nobody else, not even an organizer. */
    ui: {
      permission: 'user.self',
      scope: ({ userId }) => ({ ids: [userId] }),
      snapshot: async ({ userId }) => repo.uiSettings(userId),
    },

    /** profiles/{userId}/public: the user themself, or anyone who takes part in an event with them. */
    publicProfile: {
      permission: 'user.sharesEvent',
      scope: ({ userId }) => ({ ids: [userId] }),
      snapshot: async ({ userId }) => repo.publicProfile(userId),
    },
  };
}
