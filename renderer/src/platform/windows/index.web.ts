import type { Windows } from './types';

export type { PendingWindow, Windows } from './types';
export const windows: Windows = {
  openExternal(url) {
    if (url.startsWith('mailto:')) {
      window.location.href = url;
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  openPending() {
    // Without 'noopener' the handle comes back (null means blocked); the opener link is cut by hand.
    const opened = window.open('about:blank', '_blank');
    if (!opened) return null;
    opened.opener = null;
    return {
      navigate(url) {
        opened.location.replace(url);
      },
      close() {
        opened.close();
      },
    };
  },
};
