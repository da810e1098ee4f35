import { describe, expect, it } from 'vitest';
import type { CheckInPerson, CheckInResult } from '@shared/schemas/checkin';
import {
  consoleReducer,
  INITIAL_CONSOLE,
  takesScans,
  type ConsoleAction,
  type ConsoleState,
} from '../../../../../renderer/src/features/checkin/consoleMachine';
import type { CheckInReport } from '../../../../../renderer/src/features/station/outcome';

const person: CheckInPerson = {
  participantId: 'p1',
  name: 'Ada',
  surname: 'Lovelace',
  fullName: 'Ada Lovelace',
  company: 'Analytical Engines',
  jobTitle: 'Engineer',
  typeId: 'type0001',
  participantType: 'Attendee',
  ticketId: '7KQ2M9XW4R8T5N3HPA6C',
  ticketNumber: 'T-000010',
  ticketType: 'Standard',
};
const area = {
  id: 'allEvent',
  name: 'Venue entrance',
  capacity: null,
  capacityUsed: 1,
  allowedPart: [],
  info: null,
};
const result: CheckInResult = { status: 'checkedIn', person, area, badgePrinted: false };

const checkedIn: CheckInReport = { outcome: 'checkedIn', scanned: 'T-000010', result };
const already: CheckInReport = { outcome: 'alreadyCheckedIn', scanned: 'T-000010', person, area };
const alreadyNobody: CheckInReport = {
  outcome: 'alreadyCheckedIn',
  scanned: 'T-000010',
  person: null,
  area: null,
};
const notFound: CheckInReport = { outcome: 'ticketNotFound', scanned: 'T-999999' };

const run = (actions: ConsoleAction[], from: ConsoleState = INITIAL_CONSOLE) =>
  actions.reduce(consoleReducer, from);

describe('check-in console modes (spec §4)', () => {
  it('starts in scanType and opens the camera or the handheld scanner', () => {
    expect(INITIAL_CONSOLE.mode).toBe('scanType');
    expect(run([{ type: 'startScanning', method: 'camera' }]).mode).toBe('scan');
    expect(run([{ type: 'startScanning', method: 'handheldScanner' }]).mode).toBe('handheldScan');
  });

  it('individual mode: scan → scanResult → printBadge → back to scanning', () => {
    const afterScan = run([
      { type: 'startScanning', method: 'handheldScanner' },
      { type: 'checkInStarted' },
      { type: 'checkInFinished', report: checkedIn, scanType: 'individual', method: 'handheldScanner' },
    ]);
    expect(afterScan).toMatchObject({ mode: 'scanResult', report: checkedIn, busy: false });
    const printing = run([{ type: 'openPrint' }, { type: 'badgeLoaded', printed: false }], afterScan);
    expect(printing.mode).toBe('printBadge');
    expect(run([{ type: 'nextScan', method: 'handheldScanner' }], printing).mode).toBe('handheldScan');
  });

  it('individual mode: a badge printed before turns the print step into printBadgeForced', () => {
    const state = run([
      { type: 'startScanning', method: 'camera' },
      { type: 'checkInFinished', report: already, scanType: 'individual', method: 'camera' },
      { type: 'openPrint' },
      { type: 'badgeLoaded', printed: true },
    ]);
    expect(state.mode).toBe('printBadgeForced');
  });

  it('individual mode: a refusal that names nobody, or an unknown ticket, stays on the scanner', () => {
    for (const report of [alreadyNobody, notFound]) {
      const state = run([
        { type: 'startScanning', method: 'camera' },
        { type: 'checkInFinished', report, scanType: 'individual', method: 'camera' },
      ]);
      expect(state).toMatchObject({ mode: 'scan', report, busy: false });
    }
  });

  it('fast mode: every scan stays on the scanner and remembers the last report', () => {
    const state = run([
      { type: 'startScanning', method: 'camera' },
      { type: 'checkInStarted' },
      { type: 'checkInFinished', report: checkedIn, scanType: 'fast', method: 'camera' },
    ]);
    expect(state).toEqual({ mode: 'scan', report: checkedIn, busy: false });
  });

  it('a check-in that answers after the operator left the scanner changes no screen', () => {
    const state = run([
      { type: 'startScanning', method: 'camera' },
      { type: 'checkInStarted' },
      { type: 'openSettings' },
      { type: 'checkInFinished', report: checkedIn, scanType: 'individual', method: 'camera' },
    ]);
    expect(state.mode).toBe('scanType');
    expect(state.busy).toBe(false);
  });

  it('individual mode: a scan while a result shows moves on to the next person', () => {
    const next: CheckInReport = {
      outcome: 'checkedIn',
      scanned: 'T-000011',
      result: { ...result, person: { ...person, fullName: 'Grace Hopper', ticketNumber: 'T-000011' } },
    };
    const showingA = run([
      { type: 'startScanning', method: 'handheldScanner' },
      { type: 'checkInFinished', report: checkedIn, scanType: 'individual', method: 'handheldScanner' },
    ]);
    expect(takesScans(showingA.mode)).toBe(true);
    const showingB = run(
      [
        { type: 'checkInStarted' },
        { type: 'checkInFinished', report: next, scanType: 'individual', method: 'handheldScanner' },
      ],
      showingA,
    );
    expect(showingB).toEqual({ mode: 'scanResult', report: next, busy: false });
    // An unknown ticket names nobody: the scanner again, with its toast.
    expect(
      run(
        [{ type: 'checkInFinished', report: notFound, scanType: 'individual', method: 'handheldScanner' }],
        showingA,
      ).mode,
    ).toBe('handheldScan');
  });

  it('the print step and the settings hold scans; scanning and results take them', () => {
    expect(takesScans('scan')).toBe(true);
    expect(takesScans('handheldScan')).toBe(true);
    expect(takesScans('scanResult')).toBe(true);
    expect(takesScans('printBadge')).toBe(false);
    expect(takesScans('printBadgeForced')).toBe(false);
    expect(takesScans('scanType')).toBe(false);
  });

  it('print steps open only from a result', () => {
    const scanning = run([{ type: 'startScanning', method: 'camera' }]);
    expect(run([{ type: 'openPrint' }], scanning).mode).toBe('scan');
    expect(run([{ type: 'badgeLoaded', printed: true }], scanning).mode).toBe('scan');
  });

  it('settings can be reopened from any mode', () => {
    const printing = run([
      { type: 'startScanning', method: 'camera' },
      { type: 'checkInFinished', report: checkedIn, scanType: 'individual', method: 'camera' },
      { type: 'openPrint' },
      { type: 'openSettings' },
    ]);
    expect(printing).toEqual(INITIAL_CONSOLE);
  });
});
