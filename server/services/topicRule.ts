import type { TopicInput, TopicName, TopicParamsOf } from '@shared/live/topics';
import { AppError } from '../http/errors';
import type { Access, AccessRequest, Granted, Permission } from './access';
import type { AppDeps } from './deps';

/** Who is asking: the user the socket authenticated as. */
export interface LiveViewer {
  userId: string;
}

/** What a permission is asked over, without its name: the event, or ids (of the event). */
type ScopeOf<P extends Permission> = Omit<AccessRequest<P>, 'permission'>;

/** One topic's rule under the permission P it names. */
interface TopicRuleUnder<N extends TopicName, P extends Permission> {
  /**
   * The named permission a follower needs (services/access/permissions.ts): checked on subscribe,
   * and again on every access loss that names the subscription — so a rule cannot forget either.
   */
  permission: P;
  /** What the permission is asked over, from the topic's parameters. */
  scope(params: TopicParamsOf<N>): ScopeOf<P>;
  /**
   * A narrowing beyond the permission, given what it granted (a hidden session, my own marks).
   * Anything not explicitly allowed is refused (MST-00403).
   */
  also?(granted: Granted<P>, params: TopicParamsOf<N>, viewer: LiveViewer): Promise<boolean> | boolean;
  /**
   * The topic's current value, sent as the snapshot on subscribe to `viewer` (and re-read for
   * values too large for NOTIFY, once for all the node's followers: `viewer` null, so it must hold
   * only what every follower may see); null when its subject is gone (deleted since the access check).
   */
  snapshot(params: TopicParamsOf<N>, viewer: LiveViewer | null): Promise<TopicInput<N> | null>;
}

/** One topic on the server: the permission it names, how it is scoped, and how its value is read. */
export type TopicRule<N extends TopicName> = { [P in Permission]: TopicRuleUnder<N, P> }[Permission];

/** The rules of the topics K: exactly one per topic, each typed by its topic. */
export type TopicRules<K extends TopicName = TopicName> = { [N in K]: TopicRule<N> };

/** What every area's rules are built from: the services' own database, access module and clock. */
export type TopicRuleDeps = Pick<AppDeps, 'database' | 'access' | 'now'>;

/**
 * The result of a check of the access module, or null when it refuses (the AppError it throws,
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

/** Whether the viewer may follow the topic: its rule's permission through the access module, then `also`. */
export async function mayFollow<N extends TopicName>(
  access: Access,
  rule: TopicRule<N>,
  viewer: LiveViewer,
  params: TopicParamsOf<N>,
): Promise<boolean> {
  // The union of rules is one rule under one permission; TypeScript cannot pair them here.
  const r = rule as TopicRuleUnder<N, Permission>;
  const request = { permission: r.permission, ...r.scope(params) } as AccessRequest;
  const granted = await unlessRefused(access.require(viewer.userId, request));
  if (granted === null) return false;
  return r.also === undefined ? true : r.also(granted, params, viewer);
}
