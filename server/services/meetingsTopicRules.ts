import type { meetingsTopics } from '@shared/live/topics/meetings';
import { createInvitationsRepository } from '../db/repositories/invitations';
import { createMeetingsRepository } from '../db/repositories/meetings';
import { unlessRefused, type TopicRuleDeps, type TopicRules } from './topicRule';

/** The rules of shared/live/topics/meetings.ts. */
export function createMeetingsTopicRules({
  database,
  access,
}: TopicRuleDeps): TopicRules<keyof typeof meetingsTopics> {
  return {
    /**
     * newEvents/{eventId}/invitations/{poolId}: my own pool (my participant id in the event) or my
     * booth's; nobody else's.
     */
    invitations: {
      canSubscribe: async (viewer, { eventId, poolId }) => {
        const me = await unlessRefused(access.member(viewer.userId, eventId));
        if (me === null) return false;
        if (poolId === me.participantId) return true;
        const person = await createMeetingsRepository(database.db).person(eventId, me.participantId);
        return person !== null && person.boothId !== null && person.boothId === poolId;
      },
      snapshot: async ({ eventId, poolId }) => ({
        changedAt: await createInvitationsRepository(database.db).poolChangedAt(eventId, poolId),
      }),
    },
  };
}
