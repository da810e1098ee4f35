import type { RouteName, RouteResponse } from '@shared/api/routes';
import { api, type CallOptions } from './client';
import { createPrefetchCache } from './prefetchCache';
import { readTokens } from './tokens';

const cache = createPrefetchCache<RouteName>({
  call: (name, options) => api(name, options as CallOptions<typeof name>),
  hasSession: () => readTokens() !== null,
  now: () => Date.now(),
});

/**
 * Starts a call a screen will make once it renders, as soon as the navigation starts (a route's
 * `loader`): a screen waits for the profile behind the sign-in guard, and for its parent's data
 * (the event's details before the agenda), so its own calls would otherwise run one after another.
 * The screen's call gets this answer through `apiPrefetched`. Nothing starts without stored tokens.
 */
export function prefetch<K extends RouteName>(name: K, options: CallOptions<K>): void {
  cache.start(name, options);
}

/** The prefetched answer of this call when there is a fresh one (each is taken once), else the call. */
export function apiPrefetched<K extends RouteName>(
  name: K,
  options: CallOptions<K>,
): Promise<RouteResponse<K>> {
  return cache.take(name, options) as Promise<RouteResponse<K>>;
}
