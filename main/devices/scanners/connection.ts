import { stat } from 'node:fs/promises';

/** One open session with a device, from a successful open until the device goes away. */
export interface DeviceLink {
  /** Settles when the device goes away (unplug, I/O error), with the reason. */
  readonly lost: Promise<Error>;
  /** Closes this session; `lost` need not settle afterwards. */
  close(): Promise<void>;
}

export interface KeepConnectedOptions {
  /** Opens the device; rejects while it is absent. */
  open(): Promise<DeviceLink>;
  onStatus(connected: boolean, error?: string): void;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const DEFAULT_INITIAL_DELAY_MS = 250;
const DEFAULT_MAX_DELAY_MS = 5_000;

/**
 * Keeps a device open: opens it, waits until it is lost, and opens it again with back-off
 * (doubling from the initial delay up to the maximum, reset by every successful open), so a
 * scanner unplugged and plugged back in works without a restart. Status is reported on changes
 * only: connected after each successful open, disconnected once per loss (or once for an initial
 * open that fails), not for every failed attempt in between.
 */
export function keepConnected(options: KeepConnectedOptions): { close(): Promise<void> } {
  const initialDelay = options.initialDelayMs ?? DEFAULT_INITIAL_DELAY_MS;
  const maxDelay = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  let closed = false;
  let wake: (() => void) | undefined;
  const stopped = new Promise<void>((resolve) => {
    wake = resolve;
  });

  function pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
      stopped,
    ]).finally(() => clearTimeout(timer));
  }

  async function run(): Promise<void> {
    let delay = initialDelay;
    let connected: boolean | undefined;
    while (!closed) {
      let link: DeviceLink;
      try {
        link = await options.open();
      } catch (error) {
        if (closed) return;
        if (connected !== false) options.onStatus(false, messageOf(error));
        connected = false;
        await pause(delay);
        delay = Math.min(delay * 2, maxDelay);
        continue;
      }
      if (closed) {
        await link.close().catch(() => undefined);
        return;
      }
      delay = initialDelay;
      connected = true;
      options.onStatus(true);

      const reason = await Promise.race([link.lost, stopped.then(() => undefined)]);
      await link.close().catch(() => undefined);
      if (closed) return;
      connected = false;
      options.onStatus(false, reason ? messageOf(reason) : undefined);
      // The OS may still be tearing the old device down; give it the first back-off step.
      await pause(delay);
    }
  }

  const running = run();
  return {
    async close() {
      closed = true;
      wake?.();
      await running;
    },
  };
}

/** Resolves when `path` stops existing; checks every `intervalMs`. For device nodes under /dev. */
export function watchPathGone(path: string, intervalMs = 1_000): { gone: Promise<Error>; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const gone = new Promise<Error>((resolve) => {
    timer = setInterval(() => {
      stat(path).catch(() => resolve(new Error(`${path} is gone`)));
    }, intervalMs);
  });
  return { gone, stop: () => clearInterval(timer) };
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
