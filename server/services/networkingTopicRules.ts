import type { networkingTopics } from '@shared/live/topics/networking';
import { myTagsOf } from './networking';
import { publicSpeakersOf } from './speakers';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/** The rules of shared/live/topics/networking.ts. */
export function createNetworkingTopicRules({
  database,
}: TopicRuleDeps): TopicRules<keyof typeof networkingTopics> {
  return {
    /**
     * newEvents/{eventId}/speakers: the event's speakers with the sessions every member sees, for
     * its members (GET /v1/event/speakers adds the sessions only the caller's role or type sees).
     */
    speakers: {
      permission: 'event.member',
      scope: ({ eventId }) => ({ eventId }),
      snapshot: async ({ eventId }) => publicSpeakersOf(database.db, eventId),
    },
    /** newEvents/{eventId}/tags/{userId}: my own marks, for me while I am a member of the event. */
    myTags: {
      permission: 'event.member',
      scope: ({ eventId }) => ({ eventId }),
      also: (_me, { userId }, viewer) => viewer.userId === userId,
      snapshot: ({ eventId, userId }) => myTagsOf(database.db, userId, eventId),
    },
  };
}
