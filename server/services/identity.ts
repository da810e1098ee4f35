import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { mailLanguage } from '@shared/rules/language';
import type { IdentityTokens } from '@shared/schemas/auth';
import type { AppTokens } from '@shared/schemas/user';
import { isUniqueViolation, poolErrors } from '../auth/errors';
import { meetsPasswordRule } from '../auth/passwords';
import { identityPolicy as policy } from '../auth/policy';
import { passwordVersionOf } from '../auth/tokens';
import { createIdentityRepository } from '../db/repositories/identity';
import { createUsersRepository } from '../db/repositories/users';
import { unauthorized } from '../http/errors';
import { passwordResetMail } from '../mail/templates';
import type { AppDeps } from './deps';

export type IdentityServiceDeps = Pick<
  AppDeps,
  'database' | 'hasher' | 'tokens' | 'authTokens' | 'mailer' | 'now' | 'endSessions'
>;

/**
 * The local user pool (ARCHITECTURE "Identity"): the operations the client would call on Cognito,
 * with Cognito's exception names and messages, and its lockout and rate limits (auth/policy.ts).
 */
export function createIdentityService(deps: IdentityServiceDeps) {
  const { database, hasher, tokens, authTokens, mailer, now, endSessions } = deps;
  const repo = createIdentityRepository(database.db);

  const attemptLimits = () => {
    const at = now();
    return { maxAttempts: policy.maxFailedSignIns, now: at, lockUntil: at + policy.signInLockMs };
  };

  /**
   * Checks a password under the lockout (docs/api.md "Lockout"). The attempt is counted before
   * the slow hash check, in one statement, so however many arrive at once — on however many
   * nodes — at most maxFailedSignIns are checked toward a lock and the rest are refused at once.
   * A right password counts only if the account is still unlocked when its success is recorded:
   * no tokens once concurrent failures have locked it. Answers the password version.
   */
  async function checkPassword(userId: string, password: string): Promise<number> {
    const attempt = await repo.startPasswordAttempt(userId, attemptLimits());
    // An account without a password (none exist today) cannot sign in with one.
    if (!attempt) throw poolErrors.incorrectPassword();
    if (attempt.locked) throw poolErrors.passwordAttemptsExceeded();
    if (!(await hasher.verify(attempt.passwordHash, password))) {
      const locked = await repo.failPasswordAttempt(userId, attempt.attempt, attemptLimits());
      throw locked ? poolErrors.passwordAttemptsExceeded() : poolErrors.incorrectPassword();
    }
    if (!(await repo.passPasswordAttempt(userId, attempt.attempt, now()))) {
      throw poolErrors.passwordAttemptsExceeded();
    }
    return attempt.passwordSetAt;
  }

  /**
   * Sets a new password, revokes every refresh token and ends the account's sessions; with
   * resetId, spends that reset code in the same transaction. Answers the new password version.
   */
  async function replacePassword(userId: string, passwordHash: string, resetId?: string): Promise<number> {
    const passwordSetAt = await database.db.transaction(async (tx) => {
      const txRepo = createIdentityRepository(tx);
      const at = now();
      if (resetId !== undefined && !(await txRepo.consumeReset(resetId, at))) throw poolErrors.codeMismatch();
      const version = await txRepo.setPassword(userId, passwordHash, at);
      await txRepo.revokeAllRefreshTokens(userId, at);
      return version;
    });
    // After the commit, so a token checked from now on already meets the new version.
    await endSessions(userId);
    return passwordSetAt;
  }

  return {
    /** POST /v1/auth/signIn. */
    async signIn(username: string, password: string): Promise<IdentityTokens> {
      const user = await repo.findUserByLogin(username);
      if (!user) throw poolErrors.userNotFound();
      return authTokens.identity(user, await checkPassword(user.id, password));
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
      // In the language the account chose in the app (DECISIONS 7), else English: the request
      // names no event and carries no language (forgotPasswordBody is the spec's { username }).
      await mailer.send({
        to: user.email,
        ...passwordResetMail(code, mailLanguage(user.uiSettings.language, null)),
      });
      return { deliveryMedium: 'EMAIL', destination: maskEmail(user.email) };
    },

    /**
     * POST /v1/auth/confirmForgotPassword. Success sets the password, lifts a sign-in lock and
     * ends every session opened with the old password (as changePassword does).
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
      await replacePassword(user.id, await hasher.hash(password), reset.id);
    },

    /**
     * POST /v1/auth/changePassword: the previous password must be right (and counts toward the
     * lock). Every session of the account ends, this one included; the caller gets new app tokens.
     */
    async changePassword(
      userId: string,
      previousPassword: string,
      proposedPassword: string,
    ): Promise<AppTokens> {
      const user = await createUsersRepository(database.db).findById(userId);
      if (!user) throw unauthorized('This account no longer exists');
      await checkPassword(userId, previousPassword);
      if (!meetsPasswordRule(proposedPassword)) throw poolErrors.invalidPassword('proposedPassword');
      const passwordSetAt = await replacePassword(userId, await hasher.hash(proposedPassword));
      return authTokens.app(user, passwordSetAt);
    },

    /** POST /v1/auth/refresh: new id and access tokens; the refresh token stays until revoked or expired. */
    async refresh(refreshToken: string): Promise<IdentityTokens> {
      const claims = await tokens.verify('identity-refresh', refreshToken);
      if (!claims?.jti || !(await repo.isRefreshTokenActive(claims.jti, claims.sub, 'identity', now()))) {
        throw poolErrors.invalidRefreshToken();
      }
      const user = await authTokens.owner(claims);
      if (!user) throw poolErrors.invalidRefreshToken();
      return authTokens.identity(user, passwordVersionOf(claims), refreshToken);
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
