import type { Windows } from './types';

export type { Windows } from './types';
/**
 * Electron's main process denies new windows and hands http(s)/mailto URLs to the system
 * (setWindowOpenHandler → shell.openExternal), so window.open is the whole renderer side.
 */
export const windows: Windows = {
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
