import type { Station } from './types';

export type * from './types';

/** A browser is no station: nothing to configure, and no kiosk timer. */
export const station: Station = {
  kind: 'web',
  hostMissing: () => false,
  getSettings: async () => null,
  updateSettings: () => Promise.reject(new Error('Station settings exist only in the Lanyard desktop app')),
  onIdleReset: () => () => undefined,
};
