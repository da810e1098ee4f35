import { storage } from '@platform/storage';
import { create } from 'zustand';
import { readSettings, type CheckinSettings } from './settings';

const settingsKey = (eventId: string) => `lanyard.checkin.${eventId}`;
const STATION_KEY = 'lanyard.checkin.stationId';

interface CheckinSettingsState {
  byEvent: Record<string, CheckinSettings>;
  /** Merges a change into an event's settings and keeps them on this device. */
  update(eventId: string, change: Partial<CheckinSettings>): void;
}

/** Check-in settings per event, read from local storage on first use and written on every change. */
export const useCheckinSettingsStore = create<CheckinSettingsState>((set, get) => ({
  byEvent: {},
  update(eventId, change) {
    const next = { ...settingsOf(get().byEvent, eventId), ...change };
    storage.set(settingsKey(eventId), JSON.stringify(next));
    set((state) => ({ byEvent: { ...state.byEvent, [eventId]: next } }));
  },
}));

/** Settings read from storage, kept so a selector returns the same object each time. */
const stored = new Map<string, CheckinSettings>();

function settingsOf(byEvent: Record<string, CheckinSettings>, eventId: string): CheckinSettings {
  const known = byEvent[eventId] ?? stored.get(eventId);
  if (known) return known;
  const read = readSettings(storage.get(settingsKey(eventId)));
  stored.set(eventId, read);
  return read;
}

/** One event's check-in settings and their setter. */
export function useCheckinSettings(
  eventId: string,
): [CheckinSettings, (change: Partial<CheckinSettings>) => void] {
  const settings = useCheckinSettingsStore((state) => settingsOf(state.byEvent, eventId));
  const update = useCheckinSettingsStore((state) => state.update);
  return [settings, (change) => update(eventId, change)];
}

/** This browser's (or desktop station's) id for the scan log; made once and kept locally. */
export function stationId(): string {
  const known = storage.get(STATION_KEY);
  if (known) return known;
  const id = `station-${crypto.randomUUID()}`;
  storage.set(STATION_KEY, id);
  return id;
}

/** A fresh idempotency key for one scan: a retried request answers like the first. */
export const newIdempotencyKey = () => crypto.randomUUID();
