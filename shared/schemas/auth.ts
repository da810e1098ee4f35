import { z } from 'zod';
import {
  emailSchema,
  enteredPasswordSchema,
  passwordSchema,
  tokenSchema,
  verificationCodeSchema,
} from './common';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { appTokens } from './user';
import { MAX_LENGTH } from './limits';

/** Login form and POST /v1/auth/signIn: username is the lower-cased, trimmed e-mail. */
export const signInBody = z.object({
  username: emailSchema,
  password: z
    .string()
    .min(1, { message: 'validation.error.required' })
    .min(PASSWORD_MIN_LENGTH, { message: 'validation.error.passwordMin' })
    .max(MAX_LENGTH.password, { message: 'validation.error.tooLong' }),
});

/** Identity-provider tokens (the user pool's AuthenticationResult). */
export const identityTokens = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type IdentityTokens = z.infer<typeof identityTokens>;

/** POST /v1/auth/signUp: creates the pool identity; username is the e-mail. */
export const poolSignUpBody = z.object({
  username: emailSchema,
  password: passwordSchema,
  email: emailSchema,
});

export const forgotPasswordBody = z.object({ username: emailSchema });
export const forgotPasswordResult = z.object({ deliveryMedium: z.literal('EMAIL'), destination: z.string() });

export const confirmForgotPasswordBody = z.object({
  username: emailSchema,
  code: verificationCodeSchema,
  password: passwordSchema,
});

export const changePasswordBody = z.object({
  previousPassword: enteredPasswordSchema,
  proposedPassword: passwordSchema,
});

export const refreshBody = z.object({ refreshToken: tokenSchema });

export const okResult = z.object({ ok: z.literal(true) });

/**
 * POST /v1/auth/changePassword: every session of the account ends, the caller's too; the caller
 * continues with these new app tokens (as from GET /v1/user/token).
 */
export const changePasswordResult = okResult.extend(appTokens.shape);
