import { describe, expect, it } from 'vitest';
import { userSignupBody } from '@shared/schemas/user';
import {
  needsUsername,
  ticketRegistrationForm,
  TICKET_USERNAME_MIN_LENGTH,
} from '../../../../../renderer/src/features/auth/formSchemas';
import {
  emailSignupBody,
  ticketSignupBody,
  type TicketRegistrationValues,
} from '../../../../../renderer/src/features/auth/signupBody';

/** Spec core §5: the e-mail registration and its ticket-based variant (useTicketIdForSignup). */

const EVENT_ID = '0123456789abcdef0123456789abcdef';

function ticketForm(overrides: Partial<TicketRegistrationValues> = {}): TicketRegistrationValues {
  return {
    ticketRegistrationUsername: 'TCK-2026-0042',
    username: '',
    name: 'Grace',
    surname: 'Hopper',
    password: 'Compiler1952',
    consent: true,
    ...overrides,
  };
}

describe('the extra username field of the ticket form', () => {
  it('is asked for from 4 characters on', () => {
    expect(TICKET_USERNAME_MIN_LENGTH).toBe(4);
    expect(needsUsername('T123')).toBe(true);
    expect(needsUsername('TCK-2026-0042')).toBe(true);
  });

  it('is not asked for below 4 characters, spaces not counted', () => {
    expect(needsUsername('')).toBe(false);
    expect(needsUsername('T12')).toBe(false);
    expect(needsUsername('  T12  ')).toBe(false);
  });

  it('is not asked for when the value is an e-mail, whatever its case and spaces', () => {
    expect(needsUsername('grace@example.com')).toBe(false);
    expect(needsUsername('  Grace@Example.COM ')).toBe(false);
  });

  it('is asked for when the value only looks like the start of an e-mail', () => {
    expect(needsUsername('grace@')).toBe(true);
  });

  it('must then hold an e-mail; otherwise it is not checked at all', () => {
    const missing = ticketRegistrationForm.safeParse(ticketForm({ username: '' }));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['username']);

    expect(ticketRegistrationForm.safeParse(ticketForm({ username: 'grace@example.com' })).success).toBe(
      true,
    );
    expect(ticketRegistrationForm.safeParse(ticketForm({ ticketRegistrationUsername: 'T12' })).success).toBe(
      true,
    );
    expect(
      ticketRegistrationForm.safeParse(ticketForm({ ticketRegistrationUsername: 'grace@example.com' }))
        .success,
    ).toBe(true);
  });
});

describe('the ticket sign-up body', () => {
  it('uses an e-mail value, lower-cased and trimmed, as username and e-mail, with no ticket id', () => {
    const body = ticketSignupBody(
      ticketForm({ ticketRegistrationUsername: '  Grace@Example.COM ' }),
      EVENT_ID,
    );
    expect(body).toMatchObject({
      email: 'grace@example.com',
      username: 'grace@example.com',
      eventId: EVENT_ID,
    });
    expect(body).not.toHaveProperty('ticketId');
  });

  it('sends anything else as ticketId, with the extra field as username and e-mail', () => {
    const body = ticketSignupBody(ticketForm({ username: ' Grace@Example.com ' }), EVENT_ID);
    expect(body).toMatchObject({
      ticketId: 'TCK-2026-0042',
      username: 'grace@example.com',
      email: 'grace@example.com',
      eventId: EVENT_ID,
    });
  });

  it('ignores the extra field when the ticket value is too short to show it', () => {
    const body = ticketSignupBody(
      ticketForm({ ticketRegistrationUsername: 'T12', username: 'left@over.com' }),
      EVENT_ID,
    );
    expect(body.ticketId).toBe('T12');
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('email');
  });

  it('adds no eventId when the domain has no public event', () => {
    expect(ticketSignupBody(ticketForm({ username: 'grace@example.com' }), null)).not.toHaveProperty(
      'eventId',
    );
  });

  it('is what the form submits, and the server contract accepts it', () => {
    const parsed = ticketRegistrationForm.parse(
      ticketForm({ ticketRegistrationUsername: ' TCK-2026-0042 ', username: 'Grace@Example.com' }),
    );
    const body = ticketSignupBody(parsed, EVENT_ID);
    expect(body).toEqual({
      provider: 'cognito',
      name: 'Grace',
      surname: 'Hopper',
      password: 'Compiler1952',
      consent: true,
      eventId: EVENT_ID,
      ticketId: 'TCK-2026-0042',
      username: 'grace@example.com',
      email: 'grace@example.com',
    });
    expect(userSignupBody.safeParse(body).success).toBe(true);
  });
});

describe('the e-mail sign-up body', () => {
  it('uses the lower-cased, trimmed e-mail as the username', () => {
    const body = emailSignupBody({
      name: 'Grace',
      surname: 'Hopper',
      email: ' Grace@Example.COM ',
      password: 'Compiler1952',
      consent: true,
    });
    expect(body).toEqual({
      provider: 'cognito',
      name: 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      username: 'grace@example.com',
      password: 'Compiler1952',
      consent: true,
    });
    expect(userSignupBody.safeParse(body).success).toBe(true);
  });
});
