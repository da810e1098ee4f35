import type { LanyardDesktopApi } from '@shared/ipc';

/**
 * `window.lanyard`, which the Electron preload exposes (preload/index.ts, typed by shared/ipc).
 * Only the platform's index.electron.ts files use it; everything else goes through a capability.
 */
declare global {
  interface Window {
    /** Undefined when the desktop renderer is opened in an ordinary browser. */
    readonly lanyard?: LanyardDesktopApi;
  }
}

/** Whether the preload ran: false in a browser that opened the desktop renderer's URL. */
export function hasDesktopApi(): boolean {
  return window.lanyard !== undefined;
}

export function desktopApi(): LanyardDesktopApi {
  if (!window.lanyard)
    throw new Error('This page is for the Lanyard desktop app (window.lanyard is missing)');
  return window.lanyard;
}
