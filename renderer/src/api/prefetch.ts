import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from './queryClient';
import { readTokens } from './tokens';

/**
 * Starts a query a screen will make once it renders, as soon as the navigation starts (a route's
 * `loader`): a screen waits for the profile behind the sign-in guard, and for its parent's data
 * (the event's details before the agenda), so its own queries would otherwise run one after
 * another. The screen's useQuery of the same key gets this answer (or the request still running)
 * from the cache. Nothing starts without stored tokens.
 */
export function prefetch<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): void {
  if (readTokens()) void queryClient.prefetchQuery(query);
}

/** prefetch for a paged list (useInfiniteQuery): its first page. */
export function prefetchInfinite<T, K extends QueryKey, P>(
  query: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): void {
  if (readTokens()) void queryClient.prefetchInfiniteQuery(query);
}
