import { DAY_MS, FORGOT_PASSWORD_LOCKOUT_MS, HOUR_MS, MINUTE_MS } from '@shared/constants';

/** The local user pool's limits, modelled on Cognito's defaults. */
export const identityPolicy = {
  /** Consecutive wrong passwords that lock the account … */
  maxFailedSignIns: 5,
  /** … for this long; the right password is refused too until it passes. */
  signInLockMs: 15 * MINUTE_MS,
  /** Reset codes: six digits, valid for an hour, mailed. */
  resetCodeTtlMs: HOUR_MS,
  /** More than this many reset requests within the window answer LimitExceededException. */
  maxResetRequests: 5,
  resetWindowMs: FORGOT_PASSWORD_LOCKOUT_MS,
  /** Wrong codes tolerated for one reset code before LimitExceededException. */
  maxResetCodeFailures: 5,
  identityTokenTtlMs: HOUR_MS,
  identityRefreshTtlMs: 30 * DAY_MS,
  appTokenTtlMs: HOUR_MS,
  appRefreshTtlMs: 30 * DAY_MS,
  /** A verified app token is taken on trust this long (server/auth/verifiedTokens.ts). */
  verifiedTokenTtlMs: 10_000,
  verifiedTokenEntries: 10_000,
} as const;
