import { ErrorCode } from '@shared/errors';
import { ApiCallError } from '../../api/errors';
import { describeError, type ErrorKeyOverrides, type ErrorMessage } from '../../api/errorMessage';

/**
 * What the auth forms show for a failure (spec core §8), through the app's one error mapping
 * (api/errorMessage.ts) with the auth screens' own wording: login.auth.error.{code} and
 * forgot.password.error.{code}. Never the server's text. Pure, so it is unit-tested in node.
 */
export interface LoginFailure extends ErrorMessage {
  suggest?: 'forgotPassword' | 'register';
}

export type SignupFailure = { kind: 'emailTaken' } | { kind: 'message'; message: ErrorMessage };

/** The identity provider's codes the login screen words itself. */
const LOGIN_KEYS: ErrorKeyOverrides = {
  [ErrorCode.NotAuthorized]: 'login.auth.error.NotAuthorizedException',
  [ErrorCode.UserNotFound]: 'login.auth.error.UserNotFoundException',
  [ErrorCode.LimitExceeded]: 'login.auth.error.LimitExceededException',
  [ErrorCode.InvalidParameter]: 'login.auth.error.InvalidParameterException',
  UserNotConfirmedException: 'login.auth.error.UserNotConfirmedException',
};

/** …and the forgot-password and reset screens (spec: forgot.password.error.{error}). */
const FORGOT_KEYS: ErrorKeyOverrides = {
  [ErrorCode.LimitExceeded]: 'forgot.password.error.LimitExceededException',
  [ErrorCode.UserNotFound]: 'forgot.password.error.UserNotFoundException',
  [ErrorCode.CodeMismatch]: 'forgot.password.error.CodeMismatchException',
  [ErrorCode.ExpiredCode]: 'forgot.password.error.ExpiredCodeException',
  [ErrorCode.InvalidPassword]: 'forgot.password.error.InvalidPasswordException',
  [ErrorCode.InvalidParameter]: 'forgot.password.error.InvalidParameterException',
  [ErrorCode.NotAuthorized]: 'forgot.password.error.NotAuthorizedException',
};

/** A wrong password points to the reset, an unknown e-mail to registration. */
export function loginFailure(err: unknown): LoginFailure {
  const message = describeError(err, LOGIN_KEYS);
  if (!(err instanceof ApiCallError)) return message;
  // The provider's text, not a code, tells a locked account from a wrong password ("Password
  // attempts exceeded"); spec core §8 matches on "Password attempts" alone.
  if (err.code === ErrorCode.NotAuthorized && err.message.includes('Password attempts')) {
    return { key: 'login.auth.error.PasswordAttemptsExceeded', suggest: 'forgotPassword' };
  }
  if (err.code === ErrorCode.NotAuthorized) return { ...message, suggest: 'forgotPassword' };
  if (err.code === ErrorCode.UserNotFound) return { ...message, suggest: 'register' };
  return message;
}

/** Forgot-password and reset failures; an unknown e-mail is about the e-mail field. */
export function forgotFailure(err: unknown): ErrorMessage {
  const message = describeError(err, FORGOT_KEYS);
  if (err instanceof ApiCallError && err.code === ErrorCode.UserNotFound) {
    return { ...message, field: 'username' };
  }
  return message;
}

/** Sign-up: a registered address offers the reset and sign-in; anything else its mapped text. */
export function signupFailure(err: unknown): SignupFailure {
  if (
    err instanceof ApiCallError &&
    (err.code === ErrorCode.EmailAlreadyRegistered || err.code === ErrorCode.UsernameExists)
  ) {
    return { kind: 'emailTaken' };
  }
  return { kind: 'message', message: describeError(err) };
}
