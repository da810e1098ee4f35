import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IdentityTokens } from '../../shared/schemas/auth';
import { isUniqueViolation, poolErrors } from '../auth/errors';
import { meetsPasswordRule, type PasswordHasher } from '../auth/passwords';
import { identityPolicy as policy } from '../auth/policy';
import type { TokenSigner } from '../auth/tokens';
import type { Database } from '../db/client';
import { createIdentityRepository, type CredentialRow, type UserRow } from '../db/repositories/identity';
import { createUsersRepository } from '../db/repositories/users';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';

export interface IdentityServiceDeps {
  database: Database;
  hasher: PasswordHasher;
  tokens: TokenSigner;
  mailer: Mailer;
  now: () => number;
}

/**
 * The local user pool (ARCHITECTURE "Identity"): the operations the client would call on Cognito,
 * with Cognito's exception names and messages, and its lockout and rate limits (auth/policy.ts).
 */
export function createIdentityService({ database, hasher, tokens, mailer, now }: IdentityServiceDeps) {
  const repo = createIdentityRepository(database.db);

  /**
   * Checks a password against the credential, honouring and maintaining the lockout: a locked
   * account is refused without looking at the password; a wrong one counts toward the lock; a
   * right one clears the count.
   */
  async function checkPassword(credential: CredentialRow, password: string): Promise<void> {
    const at = now();
    if (credential.lockedUntil !== null && credential.lockedUntil > at)
      throw poolErrors.passwordAttemptsExceeded();
    if (!(await hasher.verify(credential.passwordHash, password))) {
      const locked = await repo.recordFailedSignIn(
        credential.userId,
        policy.maxFailedSignIns,
        at + policy.signInLockMs,
      );
      throw locked ? poolErrors.passwordAttemptsExceeded() : poolErrors.incorrectPassword();
    }
    if (credential.failedAttempts > 0 || credential.lockedUntil !== null)
      await repo.clearFailedSignIns(credential.userId);
  }

  async function requireCredential(userId: string): Promise<CredentialRow> {
    const credential = await repo.findCredential(userId);
    // An account without a password (none exist today) cannot sign in with one.
    if (!credential) throw poolErrors.incorrectPassword();
    return credential;
  }

  async function identityTokensFor(user: UserRow, refreshToken: string): Promise<IdentityTokens> {
    const ttl = policy.identityTokenTtlMs;
    const [idToken, accessToken] = await Promise.all([
      tokens.sign(
        'identity',
        { sub: user.id, email: user.email, username: user.username, token_use: 'id' },
        ttl,
      ),
      tokens.sign('identity', { sub: user.id, username: user.username, token_use: 'access' }, ttl),
    ]);
    return { idToken, accessToken, refreshToken, expiresIn: Math.floor(ttl / 1000) };
  }

  return {
    /** POST /v1/auth/signIn. */
    async signIn(username: string, password: string): Promise<IdentityTokens> {
      const user = await repo.findUserByLogin(username);
      if (!user) throw poolErrors.userNotFound();
      await checkPassword(await requireCredential(user.id), password);
      const id = randomUUID();
      const at = now();
      await repo.insertRefreshToken({
        id,
        userId: user.id,
        kind: 'identity',
        expiresAt: at + policy.identityRefreshTtlMs,
        now: at,
      });
      const refreshToken = await tokens.sign(
        'identity-refresh',
        { sub: user.id },
        policy.identityRefreshTtlMs,
        id,
      );
      return identityTokensFor(user, refreshToken);
    },

    /** POST /v1/auth/signUp: a pool identity with no name yet (POST /v1/user/signup is the full registration). */
    async signUp(username: string, email: string, password: string): Promise<{ userSub: string }> {
      if (!meetsPasswordRule(password)) throw poolErrors.invalidPassword();
      const users = createUsersRepository(database.db);
      if (await users.isTaken(email, username)) throw poolErrors.usernameExists();
      const passwordHash = await hasher.hash(password);
      const id = randomUUID();
      try {
        await database.db.transaction(async (tx) => {
          await createUsersRepository(tx).insert({
            id,
            email,
            username,
            name: '',
            surname: '',
            createdAt: now(),
          });
          await createIdentityRepository(tx).insertCredential(id, passwordHash, now());
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw poolErrors.usernameExists();
        throw err;
      }
      return { userSub: id };
    },

    /** POST /v1/auth/forgotPassword: mails a six-digit code, valid for an hour. */
    async forgotPassword(username: string): Promise<{ deliveryMedium: 'EMAIL'; destination: string }> {
      const user = await repo.findUserByLogin(username);
      if (!user) throw poolErrors.userNotFound();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const resetId = randomUUID();
      await database.db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        // Serialise this user's requests so concurrent ones cannot all slip under the limit.
        await txRepo.lockCredential(user.id);
        const at = now();
        if ((await txRepo.countResetsSince(user.id, at - policy.resetWindowMs)) >= policy.maxResetRequests) {
          throw poolErrors.limitExceeded();
        }
        await txRepo.insertReset({
          id: resetId,
          userId: user.id,
          codeHash: hashCode(resetId, code),
          expiresAt: at + policy.resetCodeTtlMs,
          now: at,
        });
      });
      await mailer.send({ to: user.email, ...passwordResetMail(code) });
      return { deliveryMedium: 'EMAIL', destination: maskEmail(user.email) };
    },

    /**
     * POST /v1/auth/confirmForgotPassword. Success sets the password, lifts a sign-in lock and
     * revokes every refresh token, so sessions opened with the old password end.
     */
    async confirmForgotPassword(username: string, code: string, password: string): Promise<void> {
      const user = await repo.findUserByLogin(username);
      if (!user) throw poolErrors.userNotFound();
      if (!meetsPasswordRule(password)) throw poolErrors.invalidPassword();
      const reset = await repo.findOpenReset(user.id);
      if (!reset) throw poolErrors.codeMismatch();
      if (reset.failedAttempts >= policy.maxResetCodeFailures) throw poolErrors.limitExceeded();
      if (reset.expiresAt <= now()) throw poolErrors.expiredCode();
      if (!codeMatches(reset.codeHash, reset.id, code)) {
        await repo.recordResetFailure(reset.id);
        throw poolErrors.codeMismatch();
      }
      const passwordHash = await hasher.hash(password);
      await database.db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        const at = now();
        if (!(await txRepo.consumeReset(reset.id, at))) throw poolErrors.codeMismatch();
        await txRepo.setPassword(user.id, passwordHash, at);
        await txRepo.revokeAllRefreshTokens(user.id, at);
      });
    },

    /** POST /v1/auth/changePassword: the previous password must be right (and counts toward the lock). */
    async changePassword(userId: string, previousPassword: string, proposedPassword: string): Promise<void> {
      await checkPassword(await requireCredential(userId), previousPassword);
      if (!meetsPasswordRule(proposedPassword)) throw poolErrors.invalidPassword('proposedPassword');
      await repo.setPassword(userId, await hasher.hash(proposedPassword), now());
    },

    /** POST /v1/auth/refresh: new id and access tokens; the refresh token stays until revoked or expired. */
    async refresh(refreshToken: string): Promise<IdentityTokens> {
      const claims = await tokens.verify('identity-refresh', refreshToken);
      if (!claims?.jti || !(await repo.isRefreshTokenActive(claims.jti, claims.sub, 'identity', now()))) {
        throw poolErrors.invalidRefreshToken();
      }
      const user = await createUsersRepository(database.db).findById(claims.sub);
      if (!user) throw poolErrors.invalidRefreshToken();
      return identityTokensFor(user, refreshToken);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;

/**
 * Codes are stored hashed with their row id as salt. Six digits are weak against an offline
 * search anyway; what protects them is the hour of validity and the five-guess limit.
 */
function hashCode(resetId: string, code: string): string {
  return createHash('sha256').update(`${resetId}:${code}`).digest('hex');
}

function codeMatches(storedHash: string, resetId: string, code: string): boolean {
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashCode(resetId, code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** a***@e*** as the provider shows the destination. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
