import { z } from 'zod';
import { IDENTITY_PROVIDER, LANGUAGES } from '../constants';
import { emailSchema, eventIdSchema, passwordSchema, requiredText, timezoneSchema } from './common';

/** GET /v1/user/token: exchange an identity token (or, with refresh, an app refresh token) for the app token. */
export const userTokenQuery = z.object({
  provider: z.string().min(1),
  accessToken: z.string().min(1),
  refresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const appTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  username: z.string(),
});
export type AppTokens = z.infer<typeof appTokens>;

/**
 * POST /v1/user/signup. Provider cognito with the registration fields; other providers are refused
 * with MST-UI0001. Ticket-based signup sends ticketId and eventId instead of (or with) the e-mail.
 */
export const userSignupBody = z
  .object({
    provider: z.string().min(1),
    name: requiredText,
    surname: requiredText,
    email: emailSchema.optional(),
    username: z.string().trim().toLowerCase().min(1).optional(),
    password: passwordSchema,
    ticketId: z.string().trim().min(1).optional(),
    eventId: eventIdSchema.optional(),
    consent: z.literal(true, { message: 'validation.error.consent' }),
    code: z.string().optional(),
    domain: z.string().optional(),
    accessToken: z.string().optional(),
  })
  .refine((b) => b.email !== undefined || b.ticketId !== undefined, {
    message: 'validation.error.required',
    path: ['email'],
  });
export type UserSignupBody = z.input<typeof userSignupBody>;
export const userSignupResult = z.object({ userId: z.string(), username: z.string() });

export const uiSettings = z
  .object({
    language: z.enum(LANGUAGES).optional(),
    timezoneCheck: z
      .object({ userTimezone: z.string().optional(), localTimezone: z.string().optional() })
      .optional(),
  })
  .catchall(z.unknown());
export type UiSettings = z.infer<typeof uiSettings>;

export const userProfile = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  timezone: z.string().nullable(),
  phone: z.string().nullable(),
  profilePhotoPath: z.string().nullable(),
  channels: z.object({ sms: z.string().nullable() }),
  uiSettings,
});
export type UserProfile = z.infer<typeof userProfile>;

/** The public part of a profile, pushed on profiles/{userId}/public. */
export const publicProfile = userProfile.pick({
  id: true,
  name: true,
  surname: true,
  profilePhotoPath: true,
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** PUT /v1/user/profile. action profile updates the person; action uiSettings merges UI settings. */
export const updateProfileBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('profile'),
    name: requiredText,
    surname: requiredText,
    timezone: timezoneSchema.optional(),
    channels: z.object({ sms: z.string().trim().nullable() }).optional(),
  }),
  z.object({ action: z.literal('uiSettings'), uiSettings }),
]);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const SIGNUP_PROVIDER = IDENTITY_PROVIDER;
