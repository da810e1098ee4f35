import type { EventDetails } from '@shared/schemas/event';
import type { InvitationPool } from './hooks/useInvitationsLive';

/** My invitation pools in an event: mine, and my booth's when I am on a booth's team. */
export function myPools(event: Pick<EventDetails, 'id' | 'me'>): InvitationPool[] {
  const pools = [{ eventId: event.id, poolId: event.me.participantId }];
  if (event.me.boothId) pools.push({ eventId: event.id, poolId: event.me.boothId });
  return pools;
}
