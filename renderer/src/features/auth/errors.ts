import { ErrorCode } from '../../../../shared/errors';
import { ApiCallError, ClientErrorCode, genericErrorKey } from '../../api/errors';

/**
 * What the auth forms show for a failure (spec core §8). Pure on purpose — no i18n instance — so the
 * mapping is unit-tested in node: screens render `t(key, { defaultValue: fallback })`, which shows
 * the server's own text for a code that has no translation.
 */
export interface AuthFailure {
  key: string;
  /** The server's text, shown when the code has no translation. */
  fallback?: string;
}

export interface LoginFailure extends AuthFailure {
  suggest?: 'forgotPassword' | 'register';
}

export type SignupFailure =
  { kind: 'emailTaken' } | { kind: 'message'; text: string } | { kind: 'key'; key: string };

/** The error when the server answered with a code of its own; null for offline or garbled answers. */
function serverError(err: unknown): ApiCallError | null {
  if (!(err instanceof ApiCallError) || err.isNetwork) return null;
  if (err.code === ClientErrorCode.Unknown || err.code === ClientErrorCode.BadResponse) return null;
  return err;
}

/** login.auth.error.{code}; a wrong password points to the reset, an unknown e-mail to registration. */
export function loginFailure(err: unknown): LoginFailure {
  const server = serverError(err);
  if (!server) return { key: genericErrorKey(err) };
  // The provider's text, not a code, tells a locked account from a wrong password ("Password
  // attempts exceeded"); spec core §8 matches on "Password attempts" alone.
  if (server.code === ErrorCode.NotAuthorized && server.message.includes('Password attempts')) {
    return { key: 'login.auth.error.PasswordAttemptsExceeded', suggest: 'forgotPassword' };
  }
  const suggest =
    server.code === ErrorCode.NotAuthorized
      ? 'forgotPassword'
      : server.code === ErrorCode.UserNotFound
        ? 'register'
        : undefined;
  return { key: `login.auth.error.${server.code}`, fallback: server.message, suggest };
}

/** Forgot-password and reset failures: forgot.password.error.{code}, else the server's message. */
export function forgotFailure(err: unknown): AuthFailure {
  const server = serverError(err);
  if (!server) return { key: genericErrorKey(err) };
  return { key: `forgot.password.error.${server.code}`, fallback: server.message };
}

/** Sign-up: a registered address offers the reset and sign-in; other codes show the server's text. */
export function signupFailure(err: unknown): SignupFailure {
  const server = serverError(err);
  if (!server) return { kind: 'key', key: genericErrorKey(err) };
  if (server.code === ErrorCode.EmailAlreadyRegistered || server.code === ErrorCode.UsernameExists) {
    return { kind: 'emailTaken' };
  }
  return { kind: 'message', text: server.message };
}
