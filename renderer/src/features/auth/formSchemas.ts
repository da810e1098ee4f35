import { z } from 'zod';
import { emailSchema, passwordSchema, personName, requiredText } from '@shared/schemas/common';
import { MAX_LENGTH } from '@shared/schemas/limits';

/** A ticket value of at least this length that is not an e-mail asks for a username (spec core §5). */
export const TICKET_USERNAME_MIN_LENGTH = 4;

const consent = z.boolean().refine((v) => v, { message: 'validation.error.consent' });

/** The registration form (spec core §5), built from the shared field schemas. */
export const registrationForm = z.object({
  name: personName,
  surname: personName,
  email: emailSchema,
  password: passwordSchema,
  consent,
});

export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** True when the ticket field holds a ticket id that needs the extra username field. */
export function needsUsername(ticketValue: string): boolean {
  const value = ticketValue.trim();
  return value.length >= TICKET_USERNAME_MIN_LENGTH && !isEmail(value);
}

/** Ticket-based registration (domain flag useTicketIdForSignup). */
export const ticketRegistrationForm = z
  .object({
    ticketRegistrationUsername: requiredText(MAX_LENGTH.email),
    username: z.string(),
    name: personName,
    surname: personName,
    password: passwordSchema,
    consent,
  })
  .superRefine((form, ctx) => {
    if (!needsUsername(form.ticketRegistrationUsername)) return;
    const result = emailSchema.safeParse(form.username);
    if (!result.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: result.error.issues[0]?.message ?? 'validation.error.required',
      });
    }
  });
