import type { networkingTopics } from '@shared/live/topics/networking';
import { myTagsOf } from './networking';
import { publicSpeakersOf } from './speakers';
import { passes, type TopicRuleDeps, type TopicRules } from './topicRule';

/** The rules of shared/live/topics/networking.ts. */
export function createNetworkingTopicRules({
  database,
  access,
}: TopicRuleDeps): TopicRules<keyof typeof networkingTopics> {
  return {
    /**
     * newEvents/{eventId}/speakers: the event's speakers with the sessions every member sees, for
     * its members (GET /v1/event/speakers adds the sessions only the caller's role or type sees).
     */
    speakers: {
      canSubscribe: (viewer, { eventId }) => passes(access.member(viewer.userId, eventId)),
      snapshot: async ({ eventId }) => publicSpeakersOf(database.db, eventId),
    },
    /** newEvents/{eventId}/tags/{userId}: my own marks, for me while I am a member of the event. */
    myTags: {
      canSubscribe: (viewer, { eventId, userId }) =>
        viewer.userId === userId ? passes(access.member(viewer.userId, eventId)) : Promise.resolve(false),
      snapshot: ({ eventId, userId }) => myTagsOf(database.db, userId, eventId),
    },
  };
}
