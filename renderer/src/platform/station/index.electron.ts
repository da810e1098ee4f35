import { desktopApi, hasDesktopApi } from '../desktopBridge';
import type { Station } from './types';

export type * from './types';

export const station: Station = {
  kind: 'desktop',
  hostMissing: () => !hasDesktopApi(),
  getSettings: () => desktopApi().kiosk.getSettings(),
  updateSettings: (partial) => desktopApi().kiosk.updateSettings(partial),
  onIdleReset: (listener) => desktopApi().on('kiosk:idleReset', () => listener()),
};
