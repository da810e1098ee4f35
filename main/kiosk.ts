/**
 * Kiosk behaviour that needs no Electron: the idle timer and the crash-loop guard. main/index.ts
 * feeds them the window's input and crash events.
 */

export interface IdleTimer {
  /** Input happened: start waiting again from now. */
  touch(): void;
  stop(): void;
}

/**
 * Calls onIdle once after `timeoutMs` without a touch, then waits for the next touch before it
 * counts again: a kiosk nobody uses is reset once, not every two minutes all night.
 */
export function createIdleTimer(timeoutMs: number, onIdle: () => void): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      onIdle();
    }, timeoutMs);
  };
  arm();
  return {
    touch() {
      if (!stopped) arm();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export interface CrashGuardOptions {
  /** More crashes than this within `windowMs` is a crash loop. */
  maxCrashes: number;
  windowMs: number;
  /** How long to wait before reloading while in a crash loop. */
  loopDelayMs: number;
}

const DEFAULT_CRASH_GUARD: CrashGuardOptions = {
  maxCrashes: 3,
  windowMs: 60_000,
  loopDelayMs: 30_000,
};

/**
 * Decides how soon a crashed renderer is reloaded. A kiosk must come back by itself, so it always
 * reloads; but a page that crashes on load (a broken release, a bad badge template) would otherwise
 * spin the CPU reloading, so after `maxCrashes` within `windowMs` it waits `loopDelayMs` between tries.
 */
export function createCrashGuard(options: CrashGuardOptions = DEFAULT_CRASH_GUARD) {
  let crashes: number[] = [];
  return {
    /** Records a crash at `now` and returns the delay before the reload (0 = at once). */
    onCrash(now: number): number {
      crashes = [...crashes.filter((at) => now - at < options.windowMs), now];
      return crashes.length > options.maxCrashes ? options.loopDelayMs : 0;
    },
  };
}
