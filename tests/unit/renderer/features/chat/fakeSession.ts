import { create } from 'zustand';

/**
 * What the chat's stores read of sign-in (renderer/src/features/auth: useSession), without the real
 * store, which reaches the document through i18n. Used through vi.mock of the auth module.
 */
export const fakeAuth = () => ({
  useSession: create<{ status: string; profile: { id: string } | null }>(() => ({
    status: 'loggedOut',
    profile: null,
  })),
});

/** localStorage as a Map, for the node environment (the platform storage reads it at each call). */
export function fakeLocalStorage(): Map<string, string> {
  const held = new Map<string, string>();
  const local = {
    getItem: (key: string) => held.get(key) ?? null,
    setItem: (key: string, value: string) => void held.set(key, value),
    removeItem: (key: string) => void held.delete(key),
    clear: () => held.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
  return held;
}
