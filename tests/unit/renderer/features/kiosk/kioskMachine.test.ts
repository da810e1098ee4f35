import { describe, expect, it } from 'vitest';
import { KIOSK_RESULT_RESET_MS } from '@shared/constants';
import type { Area, CheckInPerson } from '@shared/schemas/checkin';
import type { CheckInReport } from '../../../../../renderer/src/features/station/outcome';
import {
  INITIAL_KIOSK,
  initialPrint,
  kioskOutcome,
  kioskReducer,
  type KioskAction,
  type KioskState,
} from '../../../../../renderer/src/features/kiosk/kioskMachine';

const person: CheckInPerson = {
  participantId: 'p1',
  name: 'Ada',
  surname: 'Lovelace',
  fullName: 'Ada Lovelace',
  company: 'Engines',
  jobTitle: null,
  typeId: 'attendee',
  participantType: 'Attendee',
  ticketId: '7KQ2M9XW4R8T5N3HPA6C',
  ticketNumber: 'T-000010',
  ticketType: 'Standard',
};
const entrance: Area = {
  id: 'allEvent',
  name: 'Venue entrance',
  capacity: null,
  capacityUsed: 1,
  allowedPart: [],
  info: null,
} as Area;

const checkedIn = (badgePrinted = false): CheckInReport => ({
  outcome: 'checkedIn',
  scanned: 'T-000010',
  result: { status: 'checkedIn', person, area: entrance, badgePrinted },
});

/** Runs actions from the initial state; returns every state passed through. */
function run(...actions: KioskAction[]): KioskState[] {
  const states: KioskState[] = [];
  let state = INITIAL_KIOSK;
  for (const action of actions) {
    state = kioskReducer(state, action);
    states.push(state);
  }
  return states;
}

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('self-service kiosk: idle → scanned → result → reset, on an explicit clock', () => {
  it('welcomes the attendee by name, prints the badge, and resets KIOSK_RESULT_RESET_MS after the last news', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 200 },
      { type: 'print', scan: 1, update: { state: 'rendering' }, at: T0 + 300 },
      { type: 'print', scan: 1, update: { state: 'queued' }, at: T0 + 500 },
      { type: 'print', scan: 1, update: { state: 'printed' }, at: T0 + 2500 },
      { type: 'tick', now: T0 + 2500 + KIOSK_RESULT_RESET_MS - 1 },
      { type: 'tick', now: T0 + 2500 + KIOSK_RESULT_RESET_MS },
    );
    expect(states.map((s) => s.phase)).toEqual([
      'checking',
      'result',
      'result',
      'result',
      'result',
      'result',
      'welcome',
    ]);
    expect(states[1]).toMatchObject({
      outcome: 'welcome',
      print: 'preparing',
      resetAt: T0 + 200 + KIOSK_RESULT_RESET_MS,
    });
    expect(states[1]!.person?.fullName).toBe('Ada Lovelace');
    expect(states.slice(2, 5).map((s) => s.print)).toEqual(['preparing', 'printing', 'printed']);
    expect(states[4]!.resetAt).toBe(T0 + 2500 + KIOSK_RESULT_RESET_MS);
    expect(states[6]).toEqual({ ...INITIAL_KIOSK, scan: 1 });
  });

  it('a checked-in attendee whose badge printed before is told so; nothing prints', () => {
    const [, result] = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(true), printer: true, at: T0 + 100 },
    );
    expect(result).toMatchObject({ phase: 'result', outcome: 'welcome', print: 'alreadyPrinted' });
  });

  it('no printer: a welcome without a badge', () => {
    const [, result] = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: false, at: T0 + 100 },
    );
    expect(result).toMatchObject({ outcome: 'welcome', print: 'none' });
  });

  it('already checked in: welcome back, and the badge is still offered to the printer (the print flow skips a printed one)', () => {
    const report: CheckInReport = {
      outcome: 'alreadyCheckedIn',
      scanned: 'T-000010',
      person,
      area: entrance,
    };
    expect(kioskOutcome(report)).toBe('welcomeBack');
    expect(initialPrint(report, true)).toBe('preparing');
    expect(initialPrint(report, false)).toBe('none');
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report, printer: true, at: T0 + 100 },
      { type: 'print', scan: 1, update: { state: 'alreadyPrinted' }, at: T0 + 400 },
    );
    expect(states[2]).toMatchObject({ outcome: 'welcomeBack', print: 'alreadyPrinted' });
  });

  it.each([
    [{ outcome: 'fullyOccupied', scanned: 'T-1', person, area: entrance }, 'fullyOccupied'],
    [{ outcome: 'wrongTicketType', scanned: 'T-1', person, area: entrance }, 'wrongTicketType'],
    [{ outcome: 'ticketNotFound', scanned: 'T-1' }, 'ticketNotFound'],
    [{ outcome: 'denied', scanned: 'T-1' }, 'denied'],
    [{ outcome: 'failed', scanned: 'T-1', network: true, message: null }, 'offline'],
    [{ outcome: 'failed', scanned: 'T-1', network: false, message: 'boom' }, 'failed'],
  ] as [CheckInReport, string][])('refusal %#: %s in plain words, no badge', (report, outcome) => {
    const [, result] = run(
      { type: 'scanned', ticketId: 'T-1', at: T0 },
      { type: 'checkedIn', scan: 1, report, printer: true, at: T0 + 50 },
    );
    expect(result).toMatchObject({
      phase: 'result',
      outcome,
      print: 'none',
      resetAt: T0 + 50 + KIOSK_RESULT_RESET_MS,
    });
  });

  it('a code that is no ticket shows at once and resets by itself', () => {
    const states = run(
      { type: 'scanned', ticketId: null, at: T0 },
      { type: 'tick', now: T0 + KIOSK_RESULT_RESET_MS },
    );
    expect(states[0]).toMatchObject({ phase: 'result', outcome: 'invalidCode', print: 'none' });
    expect(states[1]!.phase).toBe('welcome');
  });

  it('one check-in at a time: a scan while checking is dropped', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'scanned', ticketId: 'T-000011', at: T0 + 10 },
    );
    expect(states[1]).toBe(states[0]);
    expect(states[1]!.ticketId).toBe('T-000010');
  });

  it('the ticket on the screen read again changes nothing; the next attendee’s ticket starts their check-in', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: false, at: T0 + 100 },
      { type: 'scanned', ticketId: 'T-000010', at: T0 + 1500 },
      { type: 'scanned', ticketId: 'T-000011', at: T0 + 3000 },
    );
    expect(states[2]).toBe(states[1]);
    expect(states[3]).toMatchObject({ phase: 'checking', scan: 2, ticketId: 'T-000011', outcome: null });
  });

  it('news of an earlier scan is ignored: a late badge update does not touch the next attendee’s result', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 100 },
      { type: 'scanned', ticketId: 'T-000011', at: T0 + 1000 },
      { type: 'print', scan: 1, update: { state: 'failed', error: 'offline' }, at: T0 + 1100 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 1200 },
    );
    expect(states[3]).toBe(states[2]);
    expect(states[4]).toBe(states[2]);
  });

  it('a settled badge keeps its message; later steps are ignored', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 100 },
      { type: 'print', scan: 1, update: { state: 'printed' }, at: T0 + 900 },
      { type: 'print', scan: 1, update: { state: 'failed', error: 'late' }, at: T0 + 1000 },
    );
    expect(states[3]).toBe(states[2]);
  });

  it('print queue: sent, then printing at the print station, then printed', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 100 },
      { type: 'print', scan: 1, update: { state: 'sent' }, at: T0 + 300 },
      { type: 'print', scan: 1, update: { state: 'printing' }, at: T0 + 800 },
      { type: 'print', scan: 1, update: { state: 'printed' }, at: T0 + 4000 },
    );
    expect(states.slice(2).map((s) => s.print)).toEqual(['sent', 'printing', 'printed']);
  });

  it('a template missing (MST-00061) sends the attendee to the help desk', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 100 },
      { type: 'print', scan: 1, update: { state: 'templateMissing' }, at: T0 + 300 },
    );
    expect(states[2]!.print).toBe('unavailable');
  });

  it('reset (Done, idle reset) goes back to welcome at once; a check-in answer arriving after it is dropped', () => {
    const states = run(
      { type: 'scanned', ticketId: 'T-000010', at: T0 },
      { type: 'reset' },
      { type: 'checkedIn', scan: 1, report: checkedIn(), printer: true, at: T0 + 100 },
    );
    expect(states[1]).toEqual({ ...INITIAL_KIOSK, scan: 1 });
    expect(states[2]).toBe(states[1]);
  });

  it('the welcome screen does not reset by itself', () => {
    const [state] = run({ type: 'tick', now: T0 + 10 * KIOSK_RESULT_RESET_MS });
    expect(state).toBe(INITIAL_KIOSK);
  });
});
