import { storage } from '@platform/storage';
import { create } from 'zustand';

const STATION_KEY = 'lanyard.checkin.stationId';

/** A per-event settings hook: the settings and their setter. */
export type EventSettingsHook<T> = (eventId: string) => [T, (change: Partial<T>) => void];

/**
 * Settings kept on this device per event (local storage under `storageKey(eventId)`), read on first
 * use with `read` (which falls back to defaults) and written on every change. The console's
 * settings are one such store, the kiosk's and the print station's others.
 */
export function createEventSettings<T extends object>(
  storageKey: (eventId: string) => string,
  read: (json: string | null) => T,
): EventSettingsHook<T> {
  /** Settings read from storage, kept so a selector returns the same object each time. */
  const stored = new Map<string, T>();
  const settingsOf = (byEvent: Record<string, T>, eventId: string): T => {
    const known = byEvent[eventId] ?? stored.get(eventId);
    if (known) return known;
    const fromStorage = read(storage.get(storageKey(eventId)));
    stored.set(eventId, fromStorage);
    return fromStorage;
  };
  const useStore = create<{ byEvent: Record<string, T>; update(eventId: string, change: Partial<T>): void }>(
    (set, get) => ({
      byEvent: {},
      update(eventId, change) {
        const next = { ...settingsOf(get().byEvent, eventId), ...change };
        storage.set(storageKey(eventId), JSON.stringify(next));
        set((state) => ({ byEvent: { ...state.byEvent, [eventId]: next } }));
      },
    }),
  );
  return function useEventSettings(eventId) {
    const settings = useStore((state) => settingsOf(state.byEvent, eventId));
    const update = useStore((state) => state.update);
    return [settings, (change) => update(eventId, change)];
  };
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
