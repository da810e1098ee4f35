import { createJSONStorage, type PersistOptions, type StateStorage } from 'zustand/middleware';
import type { z } from 'zod';
import { storage } from '@platform/storage';
import { useSession } from '../auth';

/** The signed-in user's id; null while signed out or while the session loads. */
export const signedInUser = (): string | null => {
  const session = useSession.getState();
  return session.status === 'loggedIn' ? (session.profile?.id ?? null) : null;
};

/**
 * localStorage under the signed-in user's own key (`{name}.{userId}`), so another account on the same
 * browser never reads what one typed; nothing is read or written while no one is signed in.
 */
export const perUserStorage = (userId: () => string | null): StateStorage => ({
  getItem: (name) => {
    const id = userId();
    return id ? storage.get(`${name}.${id}`) : null;
  },
  setItem: (name, value) => {
    const id = userId();
    if (id) storage.set(`${name}.${id}`, value);
  },
  removeItem: (name) => {
    const id = userId();
    if (id) storage.remove(`${name}.${id}`);
  },
});

/**
 * The persist options of a chat store kept per user (drafts.ts; docs/chat.md Renderer).
 * What is read back is checked with `schema` (a value an older version wrote, or a hand-edited one,
 * falls back to `empty`) and replaces the store's data whole, so a switch of user leaves nothing of
 * the one before: a user with nothing stored gets `empty`.
 */
export function perUserPersist<S, P extends object>(
  name: string,
  schema: z.ZodType<P>,
  empty: P,
  partialize: (state: S) => P,
  userId: () => string | null = signedInUser,
): PersistOptions<S, P> {
  return {
    name,
    storage: createJSONStorage(() => perUserStorage(userId)),
    partialize,
    merge: (stored, current) => {
      const parsed = schema.safeParse(stored);
      return { ...current, ...(parsed.success ? parsed.data : empty) };
    },
  };
}

/** Calls `onChange` whenever the signed-in user changes (a sign-in, a sign-out, another account): a store reads its keys again. */
export function followSignedInUser(onChange: () => void, userId: () => string | null = signedInUser): void {
  let current = userId();
  useSession.subscribe(() => {
    const next = userId();
    if (next === current) return;
    current = next;
    onChange();
  });
}
