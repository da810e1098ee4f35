import { PASSWORD_ATTEMPTS_EXCEEDED } from '@shared/errors';
import { appError } from '../http/errors';

/**
 * The user pool's failures, with the provider's exception names as errorCode and its wording as
 * errorMessage, so the client maps them exactly as it would Cognito's (spec core §8). They answer
 * 400 like the provider does, never 401: a 401 makes the client refresh its app token instead of
 * showing the message (shared/errors.ts gives each its status). LimitExceeded answers 429.
 */
export const poolErrors = {
  incorrectPassword: () => appError('NotAuthorized', 'Incorrect username or password.'),
  passwordAttemptsExceeded: () => appError('NotAuthorized', PASSWORD_ATTEMPTS_EXCEEDED),
  userNotFound: () => appError('UserNotFound', 'User does not exist.'),
  usernameExists: () => appError('UsernameExists', 'An account with the given email already exists.'),
  invalidPassword: (field = 'password') =>
    appError(
      'InvalidPassword',
      'Password did not conform with policy: at least 8 characters with an uppercase letter and a digit.',
      { field },
    ),
  limitExceeded: () => appError('LimitExceeded', 'Attempt limit exceeded, please try after some time.'),
  codeMismatch: () =>
    appError('CodeMismatch', 'Invalid verification code provided, please try again.', { field: 'code' }),
  expiredCode: () =>
    appError('ExpiredCode', 'Invalid code provided, please request a code again.', { field: 'code' }),
  invalidRefreshToken: () => appError('NotAuthorized', 'Invalid Refresh Token.'),
};

/** Whether a database error is a unique-constraint violation (through Drizzle's wrapper). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
