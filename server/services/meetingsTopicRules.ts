import type { meetingsTopics } from '@shared/live/topics/meetings';
import { createInvitationsRepository } from '../db/repositories/invitations';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/** The rules of shared/live/topics/meetings.ts. */
export function createMeetingsTopicRules({
  database,
}: TopicRuleDeps): TopicRules<keyof typeof meetingsTopics> {
  return {
    /**
     * newEvents/{eventId}/invitations/{poolId}: my own pool (my participant id in the event) or my
     * booth's; nobody else's.
     */
    invitations: {
      permission: 'meetingPool.own',
      scope: ({ eventId, poolId }) => ({ eventId, ids: [poolId] }),
      snapshot: async ({ eventId, poolId }) => ({
        changedAt: await createInvitationsRepository(database.db).poolChangedAt(eventId, poolId),
      }),
    },
  };
}
