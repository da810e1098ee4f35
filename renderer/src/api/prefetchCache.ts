/**
 * How long a prefetched answer waits for its screen. Each navigation starts a new request, so an
 * answer is never older than the time between the navigation and the screen's first render; one
 * whose screen never came (another event was picked, a redirect) is dropped after this.
 */
export const PREFETCH_TTL_MS = 10_000;

export interface PrefetchCacheDeps<N extends string> {
  /** Makes the call (the API client). */
  call(name: N, options: object): Promise<unknown>;
  /** Whether a session is stored: without one nothing is prefetched. */
  hasSession(): boolean;
  now(): number;
}

/**
 * Answers started before their screen asks for them, each handed over once while fresh. Calls are
 * the same when their name and options (without the abort signal) are.
 */
export function createPrefetchCache<N extends string>({ call, hasSession, now }: PrefetchCacheDeps<N>) {
  const pending = new Map<string, { promise: Promise<unknown>; at: number }>();

  const keyOf = (name: N, options: object) => {
    const { signal: _signal, ...request } = options as { signal?: AbortSignal };
    return `${name} ${JSON.stringify(request)}`;
  };

  return {
    /** Starts the call now; a screen's `take` of the same call gets its answer. */
    start(name: N, options: object): void {
      if (!hasSession()) return;
      const promise = call(name, options);
      // The screen sees a failure when it takes the answer; until then it is no unhandled rejection.
      promise.catch(() => undefined);
      pending.set(keyOf(name, options), { promise, at: now() });
    },

    /** The started call's answer when there is a fresh one (taken once), else a new call. */
    take(name: N, options: object): Promise<unknown> {
      const key = keyOf(name, options);
      const entry = pending.get(key);
      pending.delete(key);
      if (entry && now() - entry.at < PREFETCH_TTL_MS) return entry.promise;
      return call(name, options);
    },
  };
}
