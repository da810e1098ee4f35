import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './errors';
import { onTokensChange, readTokens } from './tokens';

/** Tries after the first failure, for failures that may pass (isTransient). */
const MAX_RETRIES = 2;

/**
 * How long an answer counts as current: a screen opened again within it shows the cached answer
 * without asking. Mutations update or invalidate what they change and realtime topics write into
 * the cache, so this only bounds changes made elsewhere that no topic reports.
 */
const STALE_MS = 30_000;

/** Whether a failed query is asked again: only for failures that may pass, a few times. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isTransient(error);
}

/**
 * The renderer's one cache of server data (CONVENTIONS §11): every screen's GETs go through it,
 * keyed per area in the feature's api.ts.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      retry: retryQuery,
      // Offline is a failure the screen shows ("You are offline"), not a query paused until online.
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});

// Sign-out, or another user signing in: nothing the previous user saw may show. A refreshed token
// of the same user keeps the cache.
let cachedUser = readTokens()?.username ?? null;
onTokensChange((tokens) => {
  const user = tokens?.username ?? null;
  if (user !== cachedUser) queryClient.clear();
  cachedUser = user;
});
