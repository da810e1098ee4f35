import type { Page } from '@playwright/test';
import { AuthPages } from './AuthPages';

/** Where the server serves the desktop renderer (shared/constants.ts DESKTOP_BASE_PATH, without the slash). */
export const DESKTOP_BASE = '/desktop';

export interface BridgeCall {
  method: string;
  args: unknown[];
}

/**
 * The desktop renderer as the shell shows it. Chromium has no preload, so installBridge() stands in
 * for it: a window.lanyard with the contract's shape that records every call, answers like an idle
 * staff console, and lets the test push events the way main does.
 */
export class DesktopApp {
  readonly auth: AuthPages;

  constructor(readonly page: Page) {
    this.auth = new AuthPages(page, DESKTOP_BASE);
  }

  /** Before the first navigation: every page of this test then finds window.lanyard, as in the shell. */
  async installBridge(): Promise<void> {
    await this.page.addInitScript(() => {
      const settings = {
        serverUrl: window.location.origin,
        role: 'staffConsole',
        printerUri: null,
        scanner: null,
        idleResetSeconds: 120,
      };
      const calls: { method: string; args: unknown[] }[] = [];
      const listeners = new Map<string, Set<(payload: unknown) => void>>();
      const method =
        (name: string, answer: (...args: unknown[]) => unknown) =>
        async (...args: unknown[]) => {
          calls.push({ method: name, args });
          return answer(...args);
        };
      const bridge = {
        app: { getVersion: method('app.getVersion', () => '0.0.0-e2e') },
        kiosk: {
          getSettings: method('kiosk.getSettings', () => settings),
          updateSettings: method('kiosk.updateSettings', (partial) => ({
            ...settings,
            ...(partial as object),
          })),
        },
        printers: {
          list: method('printers.list', () => []),
          status: method('printers.status', () => null),
        },
        queue: {
          enqueue: method('queue.enqueue', () => {
            throw new Error('no printer in this test');
          }),
          list: method('queue.list', () => []),
          retry: method('queue.retry', () => null),
          cancel: method('queue.cancel', () => null),
        },
        scanners: {
          list: method('scanners.list', () => ({ scanners: [], unavailable: [] })),
          open: method('scanners.open', () => {
            throw new Error('no scanner in this test');
          }),
          close: method('scanners.close', () => false),
        },
        on(event: string, listener: (payload: unknown) => void) {
          calls.push({ method: 'on', args: [event] });
          const set = listeners.get(event) ?? new Set();
          set.add(listener);
          listeners.set(event, set);
          return () => set.delete(listener);
        },
      };
      Object.defineProperty(window, 'lanyard', { value: Object.freeze(bridge) });
      Object.defineProperty(window, '__lanyardBridge', {
        value: {
          calls,
          emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)),
        },
      });
    });
  }

  /** What the page asked window.lanyard for since it loaded. */
  calls(): Promise<BridgeCall[]> {
    return this.page.evaluate(
      () => (window as unknown as { __lanyardBridge: { calls: BridgeCall[] } }).__lanyardBridge.calls,
    );
  }

  /** A push from main, such as 'kiosk:idleReset'. */
  emit(event: string, payload: unknown): Promise<void> {
    return this.page.evaluate(
      ([name, body]) =>
        (
          window as unknown as { __lanyardBridge: { emit(e: string, p: unknown): void } }
        ).__lanyardBridge.emit(name as string, body),
      [event, payload] as const,
    );
  }

  /** What an ordinary browser sees at /desktop/. */
  notice() {
    return this.page.getByRole('heading', { name: 'This page is for the Lanyard desktop app' });
  }

  toWebApp() {
    return this.page.getByRole('link', { name: 'Open Lanyard in the browser' });
  }
}
