import type { Storage } from './types';

/**
 * localStorage can throw (private mode, quota, disabled storage); a failed write must never
 * break a screen, so failures degrade to "not stored".
 */
export function createLocalStorage(): Storage {
  const ls = (): globalThis.Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  return {
    get: (key) => {
      try {
        return ls()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        ls()?.setItem(key, value);
      } catch {
        /* storage unavailable: keep running without persistence */
      }
    },
    remove: (key) => {
      try {
        ls()?.removeItem(key);
      } catch {
        /* storage unavailable */
      }
    },
    clear: () => {
      try {
        ls()?.clear();
      } catch {
        /* storage unavailable */
      }
    },
  };
}
