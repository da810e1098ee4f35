import type { Windows } from './types';

export type { Windows } from './types';
export const windows: Windows = {
  openExternal(url) {
    if (url.startsWith('mailto:')) {
      window.location.href = url;
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
