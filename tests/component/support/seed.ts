import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a failed load into the cache, as a query that failed would leave it: the screen shows its
 * error state without a server (renderScreen's queries are not asked again on mount).
 */
export function seedFailure(client: QueryClient, queryKey: QueryKey, error: Error): void {
  client
    .getQueryCache()
    .build(client, { queryKey })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now(), fetchStatus: 'idle' });
}
