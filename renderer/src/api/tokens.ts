import { z } from 'zod';
import { storage } from '@platform/storage';
import { appTokens, type AppTokens } from '@shared/schemas/user';

/** The stored "user data" object of spec core §3 (local storage): the app session. */
const USER_KEY = 'lanyard.user';

type Listener = (tokens: AppTokens | null) => void;
const listeners = new Set<Listener>();

export function readTokens(): AppTokens | null {
  const raw = storage.get(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = appTokens.safeParse(JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTokens(tokens: AppTokens): void {
  storage.set(USER_KEY, JSON.stringify(tokens satisfies z.input<typeof appTokens>));
  listeners.forEach((l) => l(tokens));
}

export function clearTokens(): void {
  storage.remove(USER_KEY);
  listeners.forEach((l) => l(null));
}

/** Called when tokens change, including when a failed refresh removes them. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
