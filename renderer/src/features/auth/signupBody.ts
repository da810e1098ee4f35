import type { z } from 'zod';
import { IDENTITY_PROVIDER } from '@shared/constants';
import type { CognitoSignupBody } from '@shared/schemas/user';
import { isEmail, needsUsername, type registrationForm, type ticketRegistrationForm } from './formSchemas';

/**
 * The sign-up bodies of the two registration forms (spec core §5), kept apart from the screens so
 * the rules are unit-tested. Values are trimmed and lower-cased here as well as by the form
 * schemas, so the rule does not depend on which schema ran first.
 */

type SignupBody = CognitoSignupBody;
export type RegistrationValues = z.output<typeof registrationForm>;
export type TicketRegistrationValues = z.output<typeof ticketRegistrationForm>;

const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** The username is the e-mail. */
export function emailSignupBody({ name, surname, email, password }: RegistrationValues): SignupBody {
  const address = normaliseEmail(email);
  return {
    provider: IDENTITY_PROVIDER,
    name,
    surname,
    email: address,
    username: address,
    password,
    consent: true,
  };
}

/**
 * Ticket-based sign-up: an e-mail in the ticket field is the username and e-mail; anything else is
 * sent as ticketId, with the extra username field as username and e-mail when the form asked for it.
 * The domain's public event is added when there is one.
 */
export function ticketSignupBody(form: TicketRegistrationValues, eventId: string | null): SignupBody {
  const ticketValue = form.ticketRegistrationUsername.trim();
  const base: Omit<SignupBody, 'email' | 'username' | 'ticketId'> = {
    provider: IDENTITY_PROVIDER,
    name: form.name,
    surname: form.surname,
    password: form.password,
    consent: true,
    ...(eventId ? { eventId } : {}),
  };
  if (isEmail(ticketValue)) {
    const email = normaliseEmail(ticketValue);
    return { ...base, email, username: email };
  }
  const username = needsUsername(ticketValue) ? normaliseEmail(form.username) : '';
  return { ...base, ticketId: ticketValue, ...(username ? { username, email: username } : {}) };
}
