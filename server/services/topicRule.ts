import type { TopicInput, TopicName, TopicParamsOf } from '@shared/live/topics';
import { AppError } from '../http/errors';
import type { AppDeps } from './deps';

/** Who is asking: the user the socket authenticated as. */
export interface LiveViewer {
  userId: string;
}

/** One topic on the server: who may subscribe, and how its current value is read. */
export interface TopicRule<N extends TopicName> {
  /** The access rule. Anything not explicitly allowed is refused (MST-00403). */
  canSubscribe(viewer: LiveViewer, params: TopicParamsOf<N>): Promise<boolean>;
  /**
   * The topic's current value, sent as the snapshot on subscribe to `viewer` (and re-read for
   * values too large for NOTIFY, once for all the node's followers: `viewer` null, so it must hold
   * only what every follower may see); null when its subject is gone (deleted since the access check).
   */
  snapshot(params: TopicParamsOf<N>, viewer: LiveViewer | null): Promise<TopicInput<N> | null>;
}

/** The rules of the topics K: exactly one per topic, each typed by its topic. */
export type TopicRules<K extends TopicName = TopicName> = { [N in K]: TopicRule<N> };

/** What every area's rules are built from: the services' own database, access checker and clock. */
export type TopicRuleDeps = Pick<AppDeps, 'database' | 'access' | 'now'>;

/**
 * The result of a check of services/eventAccess.ts, or null when it refuses (the AppError it throws,
 * 403 or 404); any other failure propagates.
 */
export async function unlessRefused<T>(check: Promise<T>): Promise<T | null> {
  try {
    return await check;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/** Such a check as a rule's answer: passing is true, a refusal false. */
export async function passes(check: Promise<unknown>): Promise<boolean> {
  return (await unlessRefused(check.then(() => true))) ?? false;
}

/**
 * The rule of every door topic (occupancy, print queues, print jobs): the event's check-in staff —
 * check-in admins of an unfinished event and its organizers (services/eventAccess.ts).
 */
export function checkInStaffOnly({ access }: Pick<TopicRuleDeps, 'access'>) {
  return async (viewer: LiveViewer, { eventId }: { eventId: string }) =>
    passes(access.requireCheckInStaff(viewer.userId, eventId));
}
