import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageText, type ErrorMessage } from '../../../../../renderer/src/api/errorMessage';
import { ApiCallError } from '../../../../../renderer/src/api/errors';
import { forgotFailure, loginFailure, signupFailure } from '../../../../../renderer/src/features/auth/errors';
import en from '../../../../../renderer/src/i18n/locales/en.json';

/** Spec core §8: what the login, sign-up and forgot-password forms tell the user for each failure. */

const english = createInstance();
await english.init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false });

/** The text the screens render for a failure. */
const shown = (failure: ErrorMessage) => messageText(failure, english.t);

const serverSays = (code: string, message = `${code} from the server`, status = 400) =>
  new ApiCallError(status, code, message);
const offline = () => new ApiCallError(0, 'network', 'Failed to fetch');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login failures', () => {
  it('a wrong password says so and suggests resetting the password', () => {
    const failure = loginFailure(serverSays('NotAuthorizedException', 'Incorrect username or password.'));
    expect(shown(failure)).toBe('The e-mail or password is incorrect.');
    expect(failure.suggest).toBe('forgotPassword');
  });

  it.each(['Password attempts exceeded', 'Password attempts limit reached, try later'])(
    'NotAuthorizedException with "%s" shows the limited-attempts message',
    (message) => {
      const failure = loginFailure(serverSays('NotAuthorizedException', message));
      expect(failure.key).toBe('login.auth.error.PasswordAttemptsExceeded');
      expect(shown(failure)).toMatch(/password attempts are limited/);
      expect(failure.suggest).toBe('forgotPassword');
    },
  );

  it('an unknown e-mail says so and suggests registering', () => {
    const failure = loginFailure(serverSays('UserNotFoundException', 'User does not exist.'));
    expect(shown(failure)).toBe('There is no account with this e-mail address.');
    expect(failure.suggest).toBe('register');
  });

  // At sign-in it is the rate limit of a minute's window (docs/api.md), not the reset's 30-minute lockout.
  it('too many attempts asks to wait a minute, with no suggestion', () => {
    const failure = loginFailure(serverSays('LimitExceededException', 'Attempt limit exceeded', 429));
    expect(shown(failure)).toBe('Too many attempts. Please wait a minute and try again.');
    expect(failure.suggest).toBeUndefined();
  });

  it('a code without a text of its own shows the generic message, never the server text', () => {
    const failure = loginFailure(serverSays('SomethingNewException', 'Database is restarting'));
    expect(shown(failure)).toBe('Unknown error. Please try again.');
    expect(failure.suggest).toBeUndefined();
  });

  it('offline shows the network message', () => {
    expect(shown(loginFailure(offline()))).toBe('Please check your network connection.');
  });

  it('a failed fetch while the browser reports offline shows the network message', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(shown(loginFailure(new TypeError('Failed to fetch')))).toBe(
      'Please check your network connection.',
    );
  });

  it.each([
    ['a thrown Error', new Error('boom')],
    ['an unreadable answer', new ApiCallError(502, 'unknown', 'Bad Gateway')],
    ['an answer that failed its schema', new ApiCallError(200, 'badResponse', 'data.token: Required')],
  ])('%s shows the generic message, not its text', (_, err) => {
    const failure = loginFailure(err);
    expect(shown(failure)).toBe('Unknown error. Please try again.');
    expect(failure.suggest).toBeUndefined();
  });
});

describe('forgot-password failures', () => {
  it('too many attempts asks to try again in 30 minutes', () => {
    expect(shown(forgotFailure(serverSays('LimitExceededException', 'Attempt limit exceeded', 429)))).toBe(
      'Too many attempts. Please try again in 30 minutes.',
    );
  });

  it('an unknown e-mail says Invalid email, at the e-mail field', () => {
    const failure = forgotFailure(serverSays('UserNotFoundException'));
    expect(shown(failure)).toBe('Invalid email.');
    expect(failure.field).toBe('username');
  });

  it('a wrong or expired code says so, at the code field', () => {
    const wrong = forgotFailure(serverSays('CodeMismatchException'));
    expect(shown(wrong)).toMatch(/code is not correct/);
    expect(wrong.field).toBe('code');
    expect(forgotFailure(serverSays('ExpiredCodeException')).field).toBe('code');
  });

  it('a code without a text of its own is worded by the app, not the server', () => {
    expect(shown(forgotFailure(serverSays('MST-00429', 'Slow down')))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(shown(forgotFailure(serverSays('SomethingNewException', 'Slow down')))).toBe(
      'Unknown error. Please try again.',
    );
  });

  it('offline shows the network message, anything unexpected the generic one', () => {
    expect(shown(forgotFailure(offline()))).toBe('Please check your network connection.');
    expect(shown(forgotFailure(new Error('boom')))).toBe('Unknown error. Please try again.');
  });
});

describe('sign-up failures', () => {
  it.each(['MST-00082', 'UsernameExistsException'])(
    '%s offers the password reset and sign-in instead of a message',
    (code) => {
      expect(signupFailure(serverSays(code, 'An account with the given email already exists.'))).toEqual({
        kind: 'emailTaken',
      });
    },
  );

  it('a validation failure names its field and says what is wrong in our words', () => {
    const failure = signupFailure(
      new ApiCallError(400, 'MST-00400', 'email: validation.error.required', 'email'),
    );
    expect(failure).toEqual({
      kind: 'message',
      message: { key: 'validation.error.required', fallbackKey: 'errors.invalidField', field: 'email' },
    });
  });

  it('offline shows the network message, anything unexpected the generic one', () => {
    expect(signupFailure(offline())).toEqual({ kind: 'message', message: { key: 'errors.network' } });
    expect(signupFailure(new Error('boom'))).toEqual({ kind: 'message', message: { key: 'errors.unknown' } });
  });
});
