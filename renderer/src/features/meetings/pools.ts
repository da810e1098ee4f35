import type { EventSummary } from '@shared/schemas/event';
import type { InvitationPool } from './hooks/useInvitationsLive';

/**
 * My invitation pools in an event (newEvents/{eventId}/invitations/{poolId}): mine, and my booth's
 * when I am on a booth's team, whose company invitations I see (spec core §4 segments).
 */
export function myPools(event: Pick<EventSummary, 'id' | 'participantId' | 'boothId'>): InvitationPool[] {
  return [event.participantId, event.boothId].flatMap((poolId) =>
    poolId ? [{ eventId: event.id, poolId }] : [],
  );
}
