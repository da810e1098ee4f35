import { ErrorCode } from '../../../../shared/errors';
import { ApiCallError, genericErrorKey } from '../../api/errors';
import { i18n } from '../../i18n';

/** What the login form shows for a failure, and which way out it suggests (spec core §8). */
export interface LoginFailure {
  key: string;
  /** The server's text when no translation exists for the code. */
  fallback?: string;
  suggest?: 'forgotPassword' | 'register';
}

export function loginFailure(err: unknown): LoginFailure {
  if (
    !(err instanceof ApiCallError) ||
    err.isNetwork ||
    err.code === 'unknown' ||
    err.code === 'badResponse'
  ) {
    return { key: genericErrorKey(err) };
  }
  // Spec core §8: the provider's text, not a code, tells a locked account ("Password attempts exceeded").
  if (err.code === ErrorCode.NotAuthorized && err.message.includes('Password attempts')) {
    return { key: 'login.auth.error.PasswordAttemptsExceeded', suggest: 'forgotPassword' };
  }
  const key = `login.auth.error.${err.code}`;
  const suggest =
    err.code === ErrorCode.NotAuthorized
      ? 'forgotPassword'
      : err.code === ErrorCode.UserNotFound
        ? 'register'
        : undefined;
  return i18n.exists(key) ? { key, suggest } : { key: 'errors.unknown', fallback: err.message, suggest };
}

/** Forgot-password and reset failures: forgot.password.error.{code}, else the server's message. */
export function forgotFailure(err: unknown): { key: string; fallback?: string } {
  if (
    !(err instanceof ApiCallError) ||
    err.isNetwork ||
    err.code === 'unknown' ||
    err.code === 'badResponse'
  ) {
    return { key: genericErrorKey(err) };
  }
  const key = `forgot.password.error.${err.code}`;
  return i18n.exists(key) ? { key } : { key: 'errors.unknown', fallback: err.message };
}
