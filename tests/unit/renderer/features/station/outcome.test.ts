import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import type { CheckInPerson } from '@shared/schemas/checkin';
import { ApiCallError } from '../../../../../renderer/src/api/errors';
import {
  reportFromError,
  reportFromResult,
  reportTicketId,
  reportToast,
} from '../../../../../renderer/src/features/station/outcome';
import en from '../../../../../renderer/src/i18n/locales/en.json';

const english = createInstance();
await english.init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false });

const person: CheckInPerson = {
  participantId: 'p1',
  name: 'Ayşe',
  surname: 'Yılmaz',
  fullName: 'Ayşe Yılmaz',
  company: null,
  jobTitle: null,
  typeId: 'type0001',
  participantType: 'Attendee',
  ticketId: '7KQ2M9XW4R8T5N3HPA6C',
  ticketNumber: 'T-000010',
  ticketType: 'Standard',
};
const lounge = {
  id: 'vipLounge',
  name: 'VIP lounge',
  capacity: 40,
  capacityUsed: 40,
  allowedPart: [],
  info: null,
};

const refusal = (code: string, details?: Record<string, unknown>, status = 409) =>
  new ApiCallError(status, code, `${code} from the server`, undefined, details);

/** The toast text a report shows, in English. */
const shown = (report: ReturnType<typeof reportFromError>, areaName = 'Venue entrance') => {
  const toast = reportToast(report, areaName);
  return { kind: toast.kind, text: english.t(toast.key, toast.values) };
};

describe('check-in toasts (spec §8)', () => {
  it('a check-in shows success with the name', () => {
    const report = reportFromResult('T-000010', {
      status: 'checkedIn',
      person,
      area: lounge,
      badgePrinted: false,
    });
    expect(shown(report)).toEqual({ kind: 'success', text: 'Ayşe Yılmaz is checked in.' });
  });

  it('a check-out shows success with the name', () => {
    const report = reportFromResult('T-000010', {
      status: 'checkedOut',
      person,
      area: lounge,
      badgePrinted: true,
    });
    expect(shown(report)).toEqual({ kind: 'success', text: 'Ayşe Yılmaz is checked out.' });
  });

  it.each([
    [ErrorCode.AlreadyCheckedIn, 'alreadyCheckedIn', 'Ayşe Yılmaz is already checked in.'],
    [ErrorCode.AlreadyCheckedOut, 'alreadyCheckedOut', 'Ayşe Yılmaz is already checked out.'],
    [
      ErrorCode.FullyOccupied,
      'fullyOccupied',
      'VIP lounge is fully occupied: Ayşe Yılmaz cannot be checked in.',
    ],
    [
      ErrorCode.WrongTicketType,
      'wrongTicketType',
      'Ayşe Yılmaz’s ticket type does not admit them to VIP lounge.',
    ],
  ])('%s warns with the person’s name (%s)', (code, outcome, text) => {
    const report = reportFromError('T-000010', refusal(code, { person, area: lounge }));
    expect(report).toMatchObject({ outcome, person, area: lounge });
    expect(shown(report)).toEqual({ kind: 'error', text });
  });

  it('a warning without the person in its details names the ticket and the console’s area', () => {
    const report = reportFromError('T-000010', refusal(ErrorCode.FullyOccupied));
    expect(report).toMatchObject({ outcome: 'fullyOccupied', person: null, area: null });
    expect(shown(report, 'Main hall').text).toBe(
      'Main hall is fully occupied: T-000010 cannot be checked in.',
    );
  });

  it('details that are not a person are ignored, not trusted', () => {
    const report = reportFromError(
      'T-000010',
      refusal(ErrorCode.AlreadyCheckedIn, { person: { fullName: 1 } }),
    );
    expect(report).toMatchObject({ outcome: 'alreadyCheckedIn', person: null });
  });

  it('an unknown ticket says so', () => {
    const report = reportFromError(
      'T-999999',
      new ApiCallError(404, ErrorCode.NotFound, 'Ticket not found', 'ticketId'),
    );
    expect(report.outcome).toBe('ticketNotFound');
    expect(shown(report)).toEqual({ kind: 'error', text: 'Ticket T-999999 was not found.' });
  });

  it('a ticket number an operator typed that no ticket has says so too', () => {
    const report = reportFromError(
      'T-999999',
      new ApiCallError(404, ErrorCode.NotFound, 'Ticket not found', 'ticketNumber'),
    );
    expect(shown(report)).toEqual({ kind: 'error', text: 'Ticket T-999999 was not found.' });
  });

  it('the badge is printed for the ticket secret the server names, also when the number was typed', () => {
    const result = { status: 'checkedIn' as const, person, area: lounge, badgePrinted: false };
    expect(reportTicketId(reportFromResult('T-000010', result))).toBe('7KQ2M9XW4R8T5N3HPA6C');
    expect(
      reportTicketId(reportFromError('T-999999', new ApiCallError(404, ErrorCode.NotFound, 'x', 'ticketId'))),
    ).toBeNull();
  });

  it('an area that no longer exists is a failed check-in, not an unknown ticket', () => {
    const error = new ApiCallError(404, ErrorCode.NotFound, 'Area not found', 'entityId');
    expect(reportFromError('T-000010', error).outcome).toBe('failed');
  });

  it('a refused operator is told check-in is denied', () => {
    const report = reportFromError('T-000010', refusal(ErrorCode.Forbidden, undefined, 403));
    expect(shown(report)).toEqual({ kind: 'error', text: 'Check-in is denied for your user type.' });
  });

  it('anything else is "check-in failed"; offline says to check the connection', () => {
    expect(shown(reportFromError('T-1', refusal(ErrorCode.Internal, undefined, 500))).text).toBe(
      'Check-in failed. Please try again.',
    );
    expect(shown(reportFromError('T-1', new Error('boom'))).text).toBe('Check-in failed. Please try again.');
    expect(shown(reportFromError('T-1', new ApiCallError(0, 'network', 'offline'))).text).toBe(
      'Please check your network connection.',
    );
  });
});
