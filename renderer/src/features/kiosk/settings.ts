import { storage } from '@platform/storage';
import { z } from 'zod';
import {
  checkinSettings,
  createEventSettings,
  DEFAULT_CHECKIN_SETTINGS,
  readStoredSettings,
} from '../station';

/**
 * What staff choose before starting the kiosk (the console's fields that apply: a kiosk always
 * checks in and shows each attendee their result): how tickets are scanned, the area, where badges
 * print. Kept on this device per event as lanyard.kiosk.{eventId}.
 */
const kioskSettings = checkinSettings.pick({
  scanMethod: true,
  areaId: true,
  printMode: true,
  printer: true,
});
export type KioskSettings = z.infer<typeof kioskSettings>;

const DEFAULT_KIOSK_SETTINGS: KioskSettings = {
  scanMethod: DEFAULT_CHECKIN_SETTINGS.scanMethod,
  areaId: DEFAULT_CHECKIN_SETTINGS.areaId,
  printMode: DEFAULT_CHECKIN_SETTINGS.printMode,
  printer: DEFAULT_CHECKIN_SETTINGS.printer,
};

const readKioskSettings = (json: string | null): KioskSettings =>
  readStoredSettings(kioskSettings, DEFAULT_KIOSK_SETTINGS, json);

export const useKioskSettings = createEventSettings(
  (eventId) => `lanyard.kiosk.${eventId}`,
  readKioskSettings,
);

const ACTIVE_KEY = 'lanyard.kiosk.active';

/**
 * The event whose kiosk runs on this device, or null. Set by "Start kiosk", cleared only by a staff
 * member leaving the kiosk (or signing out, which clears local storage): a reload, a crashed page
 * or the station's start page comes back to the running kiosk, never to the setup or the event list.
 */
export const activeKiosk = {
  get: (): string | null => storage.get(ACTIVE_KEY),
  set: (eventId: string) => storage.set(ACTIVE_KEY, eventId),
  clear: () => storage.remove(ACTIVE_KEY),
};
