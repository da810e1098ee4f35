import type { AuthUser } from '../http/route';

export interface VerifiedTokensOptions {
  /** How long a verified token is taken on trust before it is checked (signature, account) again. */
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

/**
 * App tokens verified a moment ago, with the user they name. A door's scanner presents the same
 * token with every scan — hundreds a second at a busy entrance — and checking its signature and
 * looking up the account each time was a large part of a check-in's cost. An entry lasts ttlMs,
 * never past the token's own expiry; an account deleted on this node is forgotten at once, on
 * other nodes within ttlMs (docs/api.md).
 */
export function createVerifiedTokens({ ttlMs, maxEntries, now }: VerifiedTokensOptions) {
  const entries = new Map<string, { user: AuthUser; until: number }>();

  return {
    get(token: string): AuthUser | undefined {
      const entry = entries.get(token);
      if (entry === undefined) return undefined;
      if (entry.until <= now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.user;
    },

    /** expiresAt: the token's own expiry (ms). */
    set(token: string, user: AuthUser, expiresAt: number): void {
      if (entries.size >= maxEntries) {
        // Map iterates in insertion order: the oldest entry goes first.
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(token, { user, until: Math.min(expiresAt, now() + ttlMs) });
    },

    forgetUser(userId: string): void {
      for (const [token, entry] of entries) if (entry.user.userId === userId) entries.delete(token);
    },
  };
}

export type VerifiedTokens = ReturnType<typeof createVerifiedTokens>;
