import { create } from 'zustand';
import type { DomainDetails } from '@shared/schemas/event';
import { INTERNAL_HOSTS } from '../../config';
import { fetchDomainDetails } from './api';

type DomainStatus = 'idle' | 'loading' | 'ready';

interface DomainState {
  status: DomainStatus;
  /** null on internal hosts, when the host has no event, or when the lookup failed. */
  details: DomainDetails | null;
  load(): Promise<void>;
}

/**
 * Domain details for host-based mode (spec core §1, §2; DECISIONS 3). Loaded once per page
 * load; internal hosts never ask. A failed lookup counts as "no event domain".
 */
export const useDomain = create<DomainState>((set, get) => ({
  status: 'idle',
  details: null,
  async load() {
    if (get().status !== 'idle') return;
    const host = window.location.hostname.toLowerCase();
    if (INTERNAL_HOSTS.includes(host)) {
      set({ status: 'ready', details: null });
      return;
    }
    set({ status: 'loading' });
    try {
      const details = await fetchDomainDetails(host);
      set({ status: 'ready', details });
    } catch {
      set({ status: 'ready', details: null });
    }
  },
}));
