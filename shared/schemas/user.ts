import { z } from 'zod';
import { IDENTITY_PROVIDER, IMAGE_MAX_BYTES, LANGUAGES } from '../constants';
import { TIME_LEADS } from '../rules/timeDisplay';
import {
  emailSchema,
  eventIdSchema,
  idSchema,
  passwordSchema,
  personName,
  requiredText,
  text,
  timezoneSchema,
  tokenSchema,
} from './common';
import { MAX_LENGTH } from './limits';

/** GET /v1/user/token: exchange an identity token (or, with refresh, an app refresh token) for the app token. */
export const userTokenQuery = z.object({
  provider: requiredText(MAX_LENGTH.id),
  accessToken: tokenSchema,
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
 * A sign-up through the user pool (provider 'cognito', DECISIONS 5): the registration form's fields.
 * Ticket-based sign-up sends ticketId (the ticket's secret, DECISIONS 15) and eventId instead of
 * (or with) the e-mail.
 */
const cognitoSignupBody = z
  .object({
    provider: z.literal(IDENTITY_PROVIDER),
    name: personName,
    surname: personName,
    email: emailSchema.optional(),
    username: requiredText(MAX_LENGTH.email).toLowerCase().optional(),
    password: passwordSchema,
    ticketId: idSchema.optional(),
    eventId: eventIdSchema.optional(),
    consent: z.literal(true, { message: 'validation.error.consent' }),
  })
  .refine((b) => b.email !== undefined || b.ticketId !== undefined, {
    message: 'validation.error.required',
    path: ['email'],
  });
export type CognitoSignupBody = z.input<typeof cognitoSignupBody>;
export type OtherProviderSignupBody = z.input<typeof otherProviderSignupBody>;

/**
 * A sign-up through any other provider: a social sign-up, which carries a code, domain or access
 * token from that provider's login and no name. Nothing but the provider is read: the server
 * refuses every provider but cognito with MST-UI0001 (DECISIONS 5).
 */
const otherProviderSignupBody = z.object({ provider: requiredText(MAX_LENGTH.id) });

/**
 * POST /v1/user/signup: a cognitoSignupBody or an otherProviderSignupBody (viaPool tells which).
 * The provider is decided before any other field is checked: a cognito body answers its own first
 * failing field (MST-00400), any other provider passes with only its name, whatever else the body
 * holds, and the service refuses it. The union alone would check a body against both shapes and
 * report a failure of neither; so the preprocessing step decides, and the union types and
 * documents the two bodies.
 */
export const userSignupBody = z.preprocess(
  (body: CognitoSignupBody | OtherProviderSignupBody, ctx) => {
    const report = (failed: z.ZodSafeParseError<unknown>) => {
      for (const issue of failed.error.issues) ctx.addIssue({ ...issue });
    };
    const provider = otherProviderSignupBody.safeParse(body);
    if (!provider.success) report(provider);
    else if (provider.data.provider !== IDENTITY_PROVIDER) return provider.data;
    else {
      const cognito = cognitoSignupBody.safeParse(body);
      if (!cognito.success) report(cognito);
    }
    return body;
  },
  z.union([
    cognitoSignupBody.transform((b) => ({ ...b, viaPool: true as const })),
    otherProviderSignupBody.transform((b) => ({ ...b, viaPool: false as const })),
  ]),
);

export const userSignupResult = z.object({ userId: z.string(), username: z.string() });

/** The time-zone check's answer (spec core §3 User). */
const timezoneCheck = z.strictObject({
  userTimezone: timezoneSchema.optional(),
  localTimezone: timezoneSchema.optional(),
});

/**
 * What the app keeps per user across devices (spec core §3 User; ui/{userId}): the language, which
 * clock leads when the event's and the user's zones differ, and the time-zone check's answer.
 * PUT /v1/user/profile takes exactly these keys: anything else is refused, so nothing arbitrary is
 * stored.
 */
export const uiSettingsInput = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  timeLead: z.enum(TIME_LEADS).optional(),
  timezoneCheck: timezoneCheck.optional(),
});

/**
 * The settings as stored and read: the same keys. A key stored before the shape was closed is
 * dropped and a value it no longer accepts reads as absent, so old rows never break a profile.
 */
export const uiSettings = z.object({
  language: uiSettingsInput.shape.language.catch(undefined),
  timeLead: uiSettingsInput.shape.timeLead.catch(undefined),
  timezoneCheck: timezoneCheck.optional().catch(undefined),
});

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
/** base64 of twice the photo limit: 4 characters per 3 bytes. */
const PHOTO_BASE64_MAX = Math.ceil((2 * IMAGE_MAX_BYTES) / 3) * 4;
/** PUT /v1/user/profile's body limit: the longest photo text and room for the JSON around it. */
export const PROFILE_BODY_LIMIT = PHOTO_BASE64_MAX + 64 * 1024;

export const updateProfileBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('profile'),
    name: personName,
    surname: personName,
    timezone: timezoneSchema.optional(),
    channels: z.object({ sms: text(MAX_LENGTH.phone).trim().nullable() }).optional(),
  }),
  z.object({ action: z.literal('uiSettings'), uiSettings: uiSettingsInput }),
  /**
   * The profile photo (spec networking §5): the cropped file's bytes as base64, or null to remove it.
   * The limit lets a file somewhat over IMAGE_MAX_BYTES through so the server can answer "File is
   * larger than 2 Mb." (shared/rules/profilePhoto.ts) rather than a generic length error.
   */
  z.object({ action: z.literal('photo'), photo: z.string().max(PHOTO_BASE64_MAX).nullable() }),
]);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
