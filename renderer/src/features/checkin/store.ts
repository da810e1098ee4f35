import { createEventSettings, readSettings, type CheckinSettings, type EventSettingsHook } from '../station';

/** One event's check-in settings and their setter (stored as lanyard.checkin.{eventId}). */
export const useCheckinSettings: EventSettingsHook<CheckinSettings> = createEventSettings(
  (eventId) => `lanyard.checkin.${eventId}`,
  readSettings,
);
