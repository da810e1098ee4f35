import { useTopicInvalidates } from '../../../api/liveQuery';
import { invitationKeys } from '../api';

/** One pool of invitations (shared/live/topics/meetings.ts): mine or my booth's in one event. */
export interface InvitationPool {
  eventId: string;
  poolId: string;
}

/**
 * Follows the `invitations` topics (newEvents/{eventId}/invitations/{poolId}, poolId = my
 * participant id, or my booth's id) while mounted: each change makes the event's invitation views
 * and slots and every /invitations list stale, so what is on screen is read again.
 */
export function useInvitationsLive(pools: readonly InvitationPool[]): void {
  useTopicInvalidates('invitations', pools, ({ eventId }) => [
    invitationKeys.event(eventId),
    invitationKeys.lists(),
  ]);
}
