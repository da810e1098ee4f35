import { matchTopic } from '@shared/live/topics';
import type { AccessLoss, AccessLost } from '../services/access/loss';
import { ACCESS_LOSS_MAX_USERS } from './accessLossNotice';
import type { LiveBus } from './bus';

/*
 * Access is checked when a socket subscribes; when it is taken away later (a room member removed,
 * a participant removed from an event, a role withdrawn), the service that took it tells every node
 * through the bus, and each node's hub checks the named subscriptions again (hub.ts).
 */

/** The services' accessLost (ServiceDeps.accessLost) over the bus, in notices small enough for NOTIFY. */
export function createAccessLost(bus: Pick<LiveBus, 'notice'>): AccessLost {
  return async (loss) => {
    if (loss.userIds === undefined) {
      if (loss.eventId === undefined && loss.roomId === undefined) {
        throw new Error('An access loss names users, an event or a room');
      }
      return bus.notice({ type: 'accessLost', loss });
    }
    // An empty list names nobody, so nothing is sent (a removed member who had no account).
    for (let i = 0; i < loss.userIds.length; i += ACCESS_LOSS_MAX_USERS) {
      await bus.notice({
        type: 'accessLost',
        loss: { ...loss, userIds: loss.userIds.slice(i, i + ACCESS_LOSS_MAX_USERS) },
      });
    }
  };
}

/** Whether the loss names this subscription: every field it sets must match. */
export function lossAffects(loss: AccessLoss, userId: string, topic: string): boolean {
  if (loss.userIds !== undefined && !loss.userIds.includes(userId)) return false;
  if (loss.eventId === undefined && loss.roomId === undefined) return true;
  const params = matchTopic(topic)?.params as Partial<Record<'eventId' | 'roomId', string>> | undefined;
  if (loss.eventId !== undefined && params?.eventId !== loss.eventId) return false;
  if (loss.roomId !== undefined && params?.roomId !== loss.roomId) return false;
  return true;
}
