import type { RouteName, RouteResponse } from '../../../shared/api/routes';
import { api, type CallOptions } from './client';
import { readTokens } from './tokens';

/**
 * How long a prefetched answer waits for its screen. Each navigation starts a new request, so an
 * answer is never older than the time between the navigation and the screen's first render; one
 * whose screen never came (another event was picked, a redirect) is dropped after this.
 */
export const PREFETCH_TTL_MS = 10_000;

interface Pending {
  promise: Promise<unknown>;
  at: number;
}

const pending = new Map<string, Pending>();

/** The call without its abort signal: a prefetch and the screen's own call are the same request. */
function keyOf(name: RouteName, options: object): string {
  const { signal: _signal, ...request } = options as { signal?: AbortSignal };
  return `${name} ${JSON.stringify(request)}`;
}

/**
 * Starts a call a screen will make once it renders, as soon as the navigation starts (a route's
 * `loader`): a screen waits for the profile behind the sign-in guard, and for its parent's data
 * (the event's details before the agenda), so its own calls would otherwise run one after another.
 * The screen's call gets this answer through `apiPrefetched`. Nothing starts without stored tokens.
 */
export function prefetch<K extends RouteName>(name: K, options: CallOptions<K>): void {
  if (!readTokens()) return;
  const promise = api(name, options);
  // The screen sees a failure when it takes the answer; until then it is no unhandled rejection.
  promise.catch(() => undefined);
  pending.set(keyOf(name, options), { promise, at: Date.now() });
}

/** The prefetched answer of this call when there is a fresh one (each is taken once), else the call. */
export function apiPrefetched<K extends RouteName>(
  name: K,
  options: CallOptions<K>,
): Promise<RouteResponse<K>> {
  const key = keyOf(name, options);
  const entry = pending.get(key);
  pending.delete(key);
  if (entry && Date.now() - entry.at < PREFETCH_TTL_MS) return entry.promise as Promise<RouteResponse<K>>;
  return api(name, options);
}
