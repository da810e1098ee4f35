import type { Windows } from './types';

export type { PendingWindow, Windows } from './types';
/**
 * Electron's main process denies new windows and hands http(s)/mailto URLs to the system
 * (setWindowOpenHandler → shell.openExternal), so window.open is the whole renderer side.
 */
export const windows: Windows = {
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  // Main hands every new window to the system browser, which no pop-up blocker stands between:
  // the URL goes out once it is known.
  openPending() {
    return {
      navigate(url) {
        window.open(url, '_blank', 'noopener,noreferrer');
      },
      close() {},
    };
  },
};
