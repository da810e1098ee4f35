import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeError, errorText, formError, messageText } from '../../../../renderer/src/api/errorMessage';
import { ApiCallError } from '../../../../renderer/src/api/errors';
import en from '../../../../renderer/src/i18n/locales/en.json';
import tr from '../../../../renderer/src/i18n/locales/tr.json';
import { ErrorCode } from '@shared/errors';

/** Spec core §8 and networking §8: what a person reads when a call fails — never the server's text. */

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, tr: { translation: tr } },
  initAsync: false,
});
const english = i18n.getFixedT('en');
const turkish = i18n.getFixedT('tr');

const refused = (code: string, message: string, field?: string, status = 400) =>
  new ApiCallError(status, code, message, field);

describe('one mapping of server errors to texts', () => {
  it('an unknown code shows "Unknown error. Please try again.", not the server text', () => {
    const err = refused('MST-99999', 'pg: relation "x" does not exist', undefined, 500);
    expect(describeError(err)).toEqual({ key: 'errors.unknown' });
    expect(errorText(err, english)).toBe('Unknown error. Please try again.');
  });

  it('MST-00400 with a field gives a message for that field, never the raw server text', () => {
    const err = refused(
      ErrorCode.ValidationFailed,
      'selectedSessionId: not a session one joins',
      'selectedSessionId',
    );
    const message = describeError(err);
    expect(message).toEqual({
      key: 'errors.invalidField',
      fallbackKey: 'errors.invalidField',
      field: 'selectedSessionId',
    });
    expect(messageText(message, english)).toBe('Please check this value.');
    // Without a field on screen to point at, the toast says what happened in general.
    expect(errorText(err, english)).toBe(
      'Some of what you entered was not accepted. Please check it and try again.',
    );
    expect(errorText(err, english)).not.toContain('selectedSessionId');
  });

  it('a coded refusal that names a field still says its own reason in a toast', () => {
    const err = refused(
      ErrorCode.SessionNotStarted,
      'The room opens 7 minutes before the start',
      'meetingId',
      409,
    );
    expect(errorText(err, english)).toBe(en.sessions.errors['MST-00134']);
  });

  it('a validation key in the server message is shown translated, in the reader’s language', () => {
    const err = refused(ErrorCode.ValidationFailed, 'date: validation.error.dateOutOfRange', 'date');
    expect(describeError(err)).toMatchObject({ key: 'validation.error.dateOutOfRange', field: 'date' });
    expect(messageText(describeError(err), english)).toBe(
      'Choose a day from today until the day after the event.',
    );
    expect(messageText(describeError(err), turkish)).toBe(tr.validation.error.dateOutOfRange);
  });

  it('a validation key we do not ship falls back to the field text', () => {
    const err = refused(ErrorCode.ValidationFailed, 'name: validation.error.somethingNew', 'name');
    expect(messageText(describeError(err), english)).toBe('Please check this value.');
  });

  it('MST-00400 without a field (a malformed body) is a general text', () => {
    expect(describeError(refused(ErrorCode.ValidationFailed, 'Unexpected token } in JSON', 'body'))).toEqual({
      key: 'errors.invalidInput',
    });
  });

  it.each([
    [ErrorCode.InvalidProvider, 'Invalid provider'],
    [ErrorCode.MissingPrintTemplate, 'Badge template not found.'],
    [ErrorCode.BadgeAlreadyPrinted, 'The badge has already been printed.'],
    [ErrorCode.SessionFull, 'This session is fully booked.'],
    [ErrorCode.Forbidden, 'You do not have access to this.'],
    [ErrorCode.TooManyRequests, 'Too many attempts. Please wait a moment and try again.'],
    [ErrorCode.Internal, 'Unknown error. Please try again.'],
  ])('%s has its own text', (code, text) => {
    expect(errorText(refused(code, 'server words'), english)).toBe(text);
  });

  it('offline and unreadable answers show the generic texts', () => {
    expect(errorText(new ApiCallError(0, 'network', 'Failed to fetch'), english)).toBe(
      'Please check your network connection.',
    );
    expect(errorText(new ApiCallError(200, 'badResponse', 'data.id: Required'), english)).toBe(
      'Unknown error. Please try again.',
    );
    expect(errorText(new Error('boom'), english)).toBe('Unknown error. Please try again.');
  });

  it('a screen may word a code its own way', () => {
    const err = refused(ErrorCode.NotFound, 'Ticket not found', 'ticketId', 404);
    expect(describeError(err, { [ErrorCode.NotFound]: 'checkin.result.ticketNotFound' })).toEqual({
      key: 'checkin.result.ticketNotFound',
      field: 'ticketId',
    });
  });

  it('a form puts a failure under its own field, and anything else in one text for the form', () => {
    const onDate = refused(ErrorCode.ValidationFailed, 'date: validation.error.dateOutOfRange', 'date');
    expect(formError(onDate, ['date', 'startTime', 'endTime'] as const, english)).toEqual({
      field: 'date',
      text: 'Choose a day from today until the day after the event.',
    });
    const elsewhere = refused(ErrorCode.ValidationFailed, 'eventId: validation.error.eventId', 'eventId');
    expect(formError(elsewhere, ['date'] as const, english)).toEqual({
      text: 'Some of what you entered was not accepted. Please check it and try again.',
    });
  });

  it('every text the mapping can choose exists in every catalogue', () => {
    const codes = Object.values(ErrorCode).filter((code) => code !== ErrorCode.ValidationFailed);
    for (const code of codes) {
      const { key } = describeError(refused(code, 'x'));
      for (const lng of ['en', 'tr']) expect(i18n.exists(key, { lng }), `${code} → ${key}`).toBe(true);
    }
  });
});
