import type { networkingTopics } from '@shared/live/topics/networking';
import { passes, type TopicRuleDeps, type TopicRules } from './topicRule';

// PLACEHOLDER snapshot (issue 10, in progress): the profile service's speaker list replaces it this session.
/** The rules of shared/live/topics/networking.ts. */
export function createNetworkingTopicRules({
  access,
}: TopicRuleDeps): TopicRules<keyof typeof networkingTopics> {
  return {
    /** newEvents/{eventId}/speakers: the event's speakers, for its members. */
    speakers: {
      canSubscribe: (viewer, { eventId }) => passes(access.member(viewer.userId, eventId)),
      snapshot: async () => [],
    },
  };
}
