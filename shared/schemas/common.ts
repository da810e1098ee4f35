import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';

/** Lower-cased and trimmed before it is checked (spec core §5). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.error.required' })
  .pipe(z.email({ message: 'validation.error.email' }));

/** DECISIONS 1: at least 8 characters with one uppercase letter and one digit. */
export const passwordSchema = z
  .string()
  .min(1, { message: 'validation.error.required' })
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.error.passwordRule' })
  .regex(/[A-Z]/, { message: 'validation.error.passwordRule' })
  .regex(/\d/, { message: 'validation.error.passwordRule' });

export const requiredText = z.string().trim().min(1, { message: 'validation.error.required' });

/** Event ids are 32 hexadecimal characters. */
export const eventIdSchema = z.string().regex(/^[0-9a-f]{32}$/, { message: 'validation.error.eventId' });

export const timezoneSchema = z.string().refine(
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
  .regex(/^\d{6}$/, { message: 'validation.error.code' });
