import type { LanyardDesktopApi } from '../../../shared/ipc';

/**
 * `window.lanyard`, which the Electron preload exposes (preload/index.ts, typed by shared/ipc).
 * Only the platform's index.electron.ts files use it; everything else goes through a capability.
 */
declare global {
  interface Window {
    readonly lanyard: LanyardDesktopApi;
  }
}

export function desktopApi(): LanyardDesktopApi {
  return window.lanyard;
}
