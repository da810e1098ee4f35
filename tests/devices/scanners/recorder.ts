const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Collects events from a callback and lets a test wait for the next one that matches, in order:
 * each match moves a cursor past it, so two waits for "connected" find two different events.
 */
export function createRecorder<T>() {
  const events: T[] = [];
  let cursor = 0;
  let notify: (() => void) | undefined;

  return {
    events,
    push: (event: T) => {
      events.push(event);
      notify?.();
    },
    async next(matches: (event: T) => boolean = () => true, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event, i) => i >= cursor && matches(event));
        if (index !== -1) {
          cursor = index + 1;
          return events[index]!;
        }
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(
            `No matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(cursor))}`,
          );
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          notify = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
