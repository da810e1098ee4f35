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
 * never past the token's own expiry. When a user's sessions end (password changed or reset,
 * account deleted) every node forgets that user's entries at once (the bus's sessionsEnded
 * notice, docs/api.md).
 */
export function createVerifiedTokens({ ttlMs, maxEntries, now }: VerifiedTokensOptions) {
  const entries = new Map<string, { user: AuthUser; until: number }>();
  /**
   * Users whose sessions ended less than ttlMs ago, with when that was. A check that read the
   * account just before the change may finish just after it: it must not cache what it read.
   */
  const ended = new Map<string, number>();

  function endedRecently(userId: string): boolean {
    const at = ended.get(userId);
    if (at === undefined) return false;
    if (at + ttlMs > now()) return true;
    ended.delete(userId);
    return false;
  }

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
      if (endedRecently(user.userId)) return;
      if (entries.size >= maxEntries) {
        // Map iterates in insertion order: the oldest entry goes first.
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(token, { user, until: Math.min(expiresAt, now() + ttlMs) });
    },

    forgetUser(userId: string): void {
      for (const [token, entry] of entries) if (entry.user.userId === userId) entries.delete(token);
      for (const other of ended.keys()) endedRecently(other);
      ended.set(userId, now());
    },
  };
}
