import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { credentials, passwordResets, refreshTokens, users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type CredentialRow = typeof credentials.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type RefreshKind = (typeof refreshTokens.$inferSelect)['kind'];

/** The local user pool: credentials, lockout counters, reset codes and refresh tokens. */
export function createIdentityRepository(db: Db) {
  return {
    /** Sign-in accepts the username or the e-mail (both are stored lower-cased). */
    async findUserByLogin(login: string): Promise<UserRow | null> {
      const [byUsername] = await db.select().from(users).where(eq(users.username, login)).limit(1);
      if (byUsername) return byUsername;
      const [byEmail] = await db.select().from(users).where(eq(users.email, login)).limit(1);
      return byEmail ?? null;
    },

    async findCredential(userId: string): Promise<CredentialRow | null> {
      const [row] = await db.select().from(credentials).where(eq(credentials.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Holds the credential row until the transaction ends, serialising per-user counters. */
    async lockCredential(userId: string): Promise<void> {
      await db
        .select({ userId: credentials.userId })
        .from(credentials)
        .where(eq(credentials.userId, userId))
        .for('update');
    },

    async insertCredential(userId: string, passwordHash: string, now: number): Promise<void> {
      await db.insert(credentials).values({ userId, passwordHash, updatedAt: now });
    },

    /** New hash; clears the failed-sign-in counter and any lock. */
    async setPassword(userId: string, passwordHash: string, now: number): Promise<void> {
      await db
        .update(credentials)
        .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
        .where(eq(credentials.userId, userId));
    },

    /**
     * Counts one failed sign-in in a single statement (concurrent failures all count). When the
     * count reaches maxFailures the account locks until lockUntil and the count starts over.
     * Answers whether this failure locked the account.
     */
    async recordFailedSignIn(userId: string, maxFailures: number, lockUntil: number): Promise<boolean> {
      const reachesMax = sql`${credentials.failedAttempts} + 1 >= ${maxFailures}`;
      const [row] = await db
        .update(credentials)
        .set({
          failedAttempts: sql`case when ${reachesMax} then 0 else ${credentials.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${reachesMax} then ${lockUntil}::bigint else ${credentials.lockedUntil} end`,
        })
        .where(eq(credentials.userId, userId))
        .returning({ lockedUntil: credentials.lockedUntil });
      return row?.lockedUntil === lockUntil;
    },

    async clearFailedSignIns(userId: string): Promise<void> {
      await db
        .update(credentials)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(credentials.userId, userId));
    },

    async countResetsSince(userId: string, since: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Stores a new reset code and retires the user's earlier unused ones (marked used), so only
     * the newest code mailed is ever valid, as with the provider.
     */
    async insertReset(reset: {
      id: string;
      userId: string;
      codeHash: string;
      expiresAt: number;
      now: number;
    }) {
      await db
        .update(passwordResets)
        .set({ usedAt: reset.now })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await db.insert(passwordResets).values({
        id: reset.id,
        userId: reset.userId,
        codeHash: reset.codeHash,
        expiresAt: reset.expiresAt,
        createdAt: reset.now,
      });
    },

    /** The one reset code still open for the user, if any. */
    async findOpenReset(userId: string): Promise<PasswordResetRow | null> {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
        .orderBy(desc(passwordResets.createdAt))
        .limit(1);
      return row ?? null;
    },

    async recordResetFailure(resetId: string): Promise<void> {
      await db
        .update(passwordResets)
        .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
        .where(eq(passwordResets.id, resetId));
    },

    /** Marks the code used; false when another request used it first. */
    async consumeReset(resetId: string, now: number): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      return rows.length === 1;
    },

    async insertRefreshToken(token: {
      id: string;
      userId: string;
      kind: RefreshKind;
      expiresAt: number;
      now: number;
    }) {
      await db.insert(refreshTokens).values({
        id: token.id,
        userId: token.userId,
        kind: token.kind,
        expiresAt: token.expiresAt,
        createdAt: token.now,
      });
    },

    /** Whether the token is stored, of this kind and user, unrevoked and unexpired. */
    async isRefreshTokenActive(id: string, userId: string, kind: RefreshKind, now: number): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(activeToken(id, userId, kind, now))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Revokes the token if it is still active and answers whether it was: the one statement that
     * makes rotation safe, since two requests presenting the same token cannot both win.
     */
    async revokeIfActive(id: string, userId: string, kind: RefreshKind, now: number): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(activeToken(id, userId, kind, now))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeAllRefreshTokens(userId: string, now: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

const activeToken = (id: string, userId: string, kind: RefreshKind, now: number) =>
  and(
    eq(refreshTokens.id, id),
    eq(refreshTokens.userId, userId),
    eq(refreshTokens.kind, kind),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
  );

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
