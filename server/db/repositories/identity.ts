import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { credentials, passwordResets, refreshTokens, users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type CredentialRow = typeof credentials.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
export type RefreshKind = (typeof refreshTokens.$inferSelect)['kind'];

/** The lockout's parameters for one attempt: how many may count, the clock, the lock's end. */
export interface AttemptLimits {
  maxAttempts: number;
  now: number;
  lockUntil: number;
}

/** A password attempt as counted before its check (startPasswordAttempt). */
export interface PasswordAttempt {
  /** The account is locked: the password must not be checked. */
  locked: boolean;
  /** This attempt's place among those counted since the last success. */
  attempt: number;
  passwordHash: string;
  /** credentials.updated_at: the password version tokens name. */
  passwordSetAt: number;
}

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

    /**
     * The user a verified token names, while the token's password version is the account's
     * current one (credentials.updated_at; null only for an account without a password).
     */
    async findTokenOwner(userId: string, passwordSetAt: number | null): Promise<UserRow | null> {
      const [row] = await db
        .select({ user: users })
        .from(users)
        .leftJoin(credentials, eq(credentials.userId, users.id))
        .where(
          and(
            eq(users.id, userId),
            sql`${credentials.updatedAt} is not distinct from ${passwordSetAt}::bigint`,
          ),
        )
        .limit(1);
      return row?.user ?? null;
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

    /**
     * New hash; clears the failed-sign-in counter and any lock. updated_at moves forward (never
     * onto its old value): it is the password version every token names (server/auth/tokens.ts).
     */
    async setPassword(userId: string, passwordHash: string, now: number): Promise<number> {
      const [row] = await db
        .update(credentials)
        .set({
          passwordHash,
          failedAttempts: 0,
          lockedUntil: null,
          updatedAt: sql`greatest(${now}::bigint, ${credentials.updatedAt} + 1)`,
        })
        .where(eq(credentials.userId, userId))
        .returning({ updatedAt: credentials.updatedAt });
      if (!row) throw new Error(`No credential for user ${userId}`);
      return row.updatedAt;
    },

    /**
     * Counts a password attempt BEFORE its (slow) check, in one statement, so concurrent attempts
     * on any number of nodes cannot all pass: failed_attempts counts the attempts started since
     * the last success, in flight or failed. An attempt that finds the account locked is not
     * counted; one that finds maxAttempts already counted locks the account at once. Answers
     * null without a credential, else the attempt's place in the count (or locked) and the hash.
     */
    async startPasswordAttempt(userId: string, limits: AttemptLimits): Promise<PasswordAttempt | null> {
      const { maxAttempts, now, lockUntil } = limits;
      const lockActive = sql`${credentials.lockedUntil} > ${now}::bigint`;
      const lockExpired = sql`${credentials.lockedUntil} <= ${now}::bigint`;
      const [row] = await db
        .update(credentials)
        .set({
          failedAttempts: sql`case when ${lockActive} then ${credentials.failedAttempts}
            when ${lockExpired} then 1 else ${credentials.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${lockActive} then ${credentials.lockedUntil}
            when ${lockExpired} then null
            when ${credentials.failedAttempts} >= ${maxAttempts}::integer then ${lockUntil}::bigint
            else null end`,
        })
        .where(eq(credentials.userId, userId))
        .returning({
          attempt: credentials.failedAttempts,
          lockedUntil: credentials.lockedUntil,
          passwordHash: credentials.passwordHash,
          passwordSetAt: credentials.updatedAt,
        });
      if (!row) return null;
      return {
        locked: row.lockedUntil !== null && row.lockedUntil > now,
        attempt: row.attempt,
        passwordHash: row.passwordHash,
        passwordSetAt: row.passwordSetAt,
      };
    },

    /**
     * A started attempt's password was wrong: it stays counted, and when it was the last one
     * allowed (its place and the count both at maxAttempts) the account locks. Answers whether the
     * account is locked now, by this failure or by concurrent ones.
     */
    async failPasswordAttempt(userId: string, attempt: number, limits: AttemptLimits): Promise<boolean> {
      const { maxAttempts, now, lockUntil } = limits;
      const unlocked = sql`(${credentials.lockedUntil} is null or ${credentials.lockedUntil} <= ${now}::bigint)`;
      const lastAllowed = sql`${credentials.failedAttempts} >= ${maxAttempts}::integer
        and ${attempt}::integer >= ${maxAttempts}::integer`;
      const [row] = await db
        .update(credentials)
        .set({
          lockedUntil: sql`case when ${unlocked} and ${lastAllowed} then ${lockUntil}::bigint
            else ${credentials.lockedUntil} end`,
        })
        .where(eq(credentials.userId, userId))
        .returning({ lockedUntil: credentials.lockedUntil });
      return row?.lockedUntil != null && row.lockedUntil > now;
    },

    /**
     * A started attempt's password was right: it and the attempts counted before it are
     * forgiven, those started after it stay counted. Never lifts a lock: answers false (and
     * changes nothing) when concurrent failures locked the account meanwhile.
     */
    async passPasswordAttempt(userId: string, attempt: number, now: number): Promise<boolean> {
      const rows = await db
        .update(credentials)
        .set({
          failedAttempts: sql`greatest(${credentials.failedAttempts} - ${attempt}::integer, 0)`,
          lockedUntil: null,
        })
        .where(
          and(
            eq(credentials.userId, userId),
            sql`(${credentials.lockedUntil} is null or ${credentials.lockedUntil} <= ${now}::bigint)`,
          ),
        )
        .returning({ userId: credentials.userId });
      return rows.length === 1;
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
