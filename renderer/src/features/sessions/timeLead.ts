import { create } from 'zustand';
import { storage } from '@platform/storage';
import type { TimeLead } from '@shared/rules/timeDisplay';
import { storeUiSettings, useSession, useTimeFormat } from '../auth';

export type { TimeLead };

/** Which clock a time leads with when the event's and the user's zones differ (DECISIONS 8): kept per device and in uiSettings. */
const STORAGE_KEY = 'lanyard.timeLead';
/** The uiSettings field that carries the choice to the user's other devices. */
const SETTINGS_KEY = 'timeLead';

const isTimeLead = (v: unknown): v is TimeLead => v === 'event' || v === 'user';

interface TimeLeadState {
  /** null: not chosen on this device; the profile's uiSettings or the event's clock decide. */
  choice: TimeLead | null;
  setLead(lead: TimeLead): void;
}

const useTimeLeadStore = create<TimeLeadState>((set) => ({
  choice: (() => {
    const stored = storage.get(STORAGE_KEY);
    return isTimeLead(stored) ? stored : null;
  })(),
  setLead(lead) {
    storage.set(STORAGE_KEY, lead);
    set({ choice: lead });
    // Best effort: the choice still holds on this device when the profile cannot be saved.
    if (useSession.getState().status === 'loggedIn') {
      storeUiSettings({ [SETTINGS_KEY]: lead }).catch(() => undefined);
    }
  },
}));

/** The user's zone (useTimeFormat's: the profile's, else the device's) and which clock leads. */
export function useTimeSettings(): { userZone: string; lead: TimeLead; setLead: (lead: TimeLead) => void } {
  const profile = useSession((s) => s.profile);
  const choice = useTimeLeadStore((s) => s.choice);
  const setLead = useTimeLeadStore((s) => s.setLead);
  const { zone } = useTimeFormat();
  const fromProfile = profile?.uiSettings[SETTINGS_KEY];
  return {
    userZone: zone,
    lead: choice ?? (isTimeLead(fromProfile) ? fromProfile : 'event'),
    setLead,
  };
}

/** The zone the times lead with, for an event in `eventTimeZone`: the user's own or the event's. */
export function useLeadZone(eventTimeZone: string): string {
  const { userZone, lead } = useTimeSettings();
  return lead === 'user' ? userZone : eventTimeZone;
}
