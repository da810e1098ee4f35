import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { normalizeWebsite } from '../rules/webAddress';
import { MAX_LENGTH } from './limits';

/*
 * The string building blocks every request schema is made of: each carries a maximum length and
 * refuses what PostgreSQL cannot store (the server's input guard, server/http/inputGuard.ts,
 * refuses it once more in the parts no schema describes, such as a badge template's objects).
 */

/** A NUL byte (refused in text and jsonb) or a lone UTF-16 surrogate (not UTF-8; jsonb refuses its escape). */
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the string as text or inside jsonb. */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

const tooLong = { message: 'validation.error.tooLong' };
const invalidCharacters = { message: 'validation.error.invalidCharacters' };
const required = { message: 'validation.error.required' };

/** Text of at most `max` characters; may be empty. */
export const text = (max: number) => z.string().max(max, tooLong).refine(isStorableText, invalidCharacters);

/** Trimmed text of 1 to `max` characters: blank counts as missing. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, required).max(max, tooLong).refine(isStorableText, invalidCharacters);

/** A person's name or surname. */
export const personName = requiredText(MAX_LENGTH.personName);

/**
 * The id of a row the server made (session, ticket, area, template…): trimmed, never empty or blank,
 * also where it is optional — an empty id is a mistake, not "no id".
 */
export const idSchema = requiredText(MAX_LENGTH.id);

/**
 * A web address a person types (shared/rules/webAddress.ts: http or https only), stored in the
 * form `normalize` answers — a website by default; a profile's social and video links narrow it
 * to their hosts. Blank stays '' (the field left empty); any other text the rule refuses fails with
 * `message`, on the field's own path, so the server answers MST-00400 naming it.
 */
export const webAddress = (
  normalize: (typed: string) => string | null = normalizeWebsite,
  message = 'validation.error.url',
) =>
  text(MAX_LENGTH.url)
    .trim()
    .transform((typed, ctx) => {
      if (typed === '') return typed;
      const stored = normalize(typed);
      if (stored !== null) return stored;
      ctx.addIssue({ code: 'custom', message, input: typed });
      return z.NEVER;
    });

/** A token or other opaque credential the client passes back. */
export const tokenSchema = requiredText(MAX_LENGTH.token);

/** Lower-cased and trimmed before it is checked (spec core §5). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, required)
  .max(MAX_LENGTH.email, tooLong)
  .pipe(z.email({ message: 'validation.error.email' }));

/** DECISIONS 1: at least 8 characters with one uppercase letter and one digit. */
export const passwordSchema = z
  .string()
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.error.passwordRule' })
  .max(MAX_LENGTH.password, tooLong)
  .regex(/[A-Z]/, { message: 'validation.error.passwordRule' })
  .regex(/\d/, { message: 'validation.error.passwordRule' })
  .refine(isStorableText, invalidCharacters);

/** A password as typed at sign-in: checked against the stored hash, not against the rule. */
export const enteredPasswordSchema = z.string().min(1, required).max(MAX_LENGTH.password, tooLong);

/** Event ids are 32 hexadecimal characters. */
export const eventIdSchema = z
  .string()
  .length(32, { message: 'validation.error.eventId' })
  .regex(/^[0-9a-f]{32}$/, { message: 'validation.error.eventId' });

export const timezoneSchema = z
  .string()
  .max(MAX_LENGTH.timezone, { message: 'validation.error.timezone' })
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'validation.error.timezone' },
  );

export const verificationCodeSchema = z
  .string()
  .trim()
  .max(MAX_LENGTH.id, { message: 'validation.error.code' })
  .regex(/^\d{6}$/, { message: 'validation.error.code' });
