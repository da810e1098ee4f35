import { ErrorCode, PASSWORD_ATTEMPTS_EXCEEDED } from '@shared/errors';
import { AppError } from '../http/errors';

/**
 * The user pool's failures, with the provider's exception names as errorCode and its wording as
 * errorMessage, so the client maps them exactly as it would Cognito's (spec core §8). They answer
 * 400 like the provider does, never 401: a 401 makes the client refresh its app token instead of
 * showing the message. LimitExceeded answers 429.
 */
export const poolErrors = {
  incorrectPassword: () => new AppError(400, ErrorCode.NotAuthorized, 'Incorrect username or password.'),
  passwordAttemptsExceeded: () => new AppError(400, ErrorCode.NotAuthorized, PASSWORD_ATTEMPTS_EXCEEDED),
  userNotFound: () => new AppError(400, ErrorCode.UserNotFound, 'User does not exist.'),
  usernameExists: () =>
    new AppError(400, ErrorCode.UsernameExists, 'An account with the given email already exists.'),
  invalidPassword: (field = 'password') =>
    new AppError(
      400,
      ErrorCode.InvalidPassword,
      'Password did not conform with policy: at least 8 characters with an uppercase letter and a digit.',
      field,
    ),
  limitExceeded: () =>
    new AppError(429, ErrorCode.LimitExceeded, 'Attempt limit exceeded, please try after some time.'),
  codeMismatch: () =>
    new AppError(
      400,
      ErrorCode.CodeMismatch,
      'Invalid verification code provided, please try again.',
      'code',
    ),
  expiredCode: () =>
    new AppError(400, ErrorCode.ExpiredCode, 'Invalid code provided, please request a code again.', 'code'),
  invalidRefreshToken: () => new AppError(400, ErrorCode.NotAuthorized, 'Invalid Refresh Token.'),
};

/** Whether a database error is a unique-constraint violation (through Drizzle's wrapper). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
