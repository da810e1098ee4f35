import { useQueryClient } from '@tanstack/react-query';
import { useFollowTopics } from '../../../api/liveQuery';
import { invitationKeys } from '../api';

/** One pool of invitations (shared/live/topics/meetings.ts): mine or my booth's in one event. */
export interface InvitationPool {
  eventId: string;
  poolId: string;
}

/**
 * Follows the `invitations` topics (newEvents/{eventId}/invitations/{poolId}, poolId = my
 * participant id, or my booth's id) while mounted: each change makes the event's invitation views
 * and slots and every /invitations list stale, so what is on screen is read again. The snapshot
 * sent on subscribing is skipped: the screen has just read the same state.
 */
export function useInvitationsLive(pools: readonly InvitationPool[]): void {
  const client = useQueryClient();
  useFollowTopics('invitations', pools, (_value, snapshot, { eventId }) => {
    if (snapshot) return;
    void client.invalidateQueries({ queryKey: invitationKeys.event(eventId) });
    void client.invalidateQueries({ queryKey: invitationKeys.lists() });
  });
}
