import type { CheckInReport, ScanMethod, ScanType } from '../station';

/** The console's modes (spec §4 Check-in). */
export type ConsoleMode =
  'scanType' | 'scan' | 'handheldScan' | 'scanResult' | 'printBadge' | 'printBadgeForced';

export interface ConsoleState {
  mode: ConsoleMode;
  /** The last check-in's report: the result screen shows it, fast mode shows it as "last scan". */
  report: CheckInReport | null;
  /** A check-in call is on its way; scans meanwhile wait their turn (useScanQueue). */
  busy: boolean;
}

export type ConsoleAction =
  | { type: 'openSettings' }
  | { type: 'startScanning'; method: ScanMethod }
  | { type: 'checkInStarted' }
  | { type: 'checkInFinished'; report: CheckInReport; scanType: ScanType; method: ScanMethod }
  | { type: 'openPrint' }
  /** The badge's digest arrived: printed before → the forced-print step. */
  | { type: 'badgeLoaded'; printed: boolean }
  | { type: 'nextScan'; method: ScanMethod };

export const INITIAL_CONSOLE: ConsoleState = { mode: 'scanType', report: null, busy: false };

const scanningMode = (method: ScanMethod): ConsoleMode => (method === 'camera' ? 'scan' : 'handheldScan');

/**
 * Modes in which a scan is checked in at once: scanning, and the result screen, where the next
 * person's scan moves on to them (an operator with a handheld scanner does not reach for the mouse
 * between people). The print step and the settings hold scans until they are done.
 */
export function takesScans(mode: ConsoleMode): boolean {
  return mode === 'scan' || mode === 'handheldScan' || mode === 'scanResult';
}

/** Reports that name a person get a result screen in individual mode; the rest are a toast only. */
function showsResult(report: CheckInReport): boolean {
  return (
    report.outcome === 'checkedIn' ||
    report.outcome === 'checkedOut' ||
    ((report.outcome === 'alreadyCheckedIn' ||
      report.outcome === 'alreadyCheckedOut' ||
      report.outcome === 'fullyOccupied' ||
      report.outcome === 'wrongTicketType') &&
      report.person !== null)
  );
}

/**
 * Individual mode: scan → scanResult (name, company, type, area occupancy) → printBadge, or
 * printBadgeForced when the badge printed before → back to scanning; a scan on scanResult shows
 * the next person's result. Fast mode stays scanning:
 * every scan checks in and prints at once.
 */
export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case 'openSettings':
      return { mode: 'scanType', report: null, busy: false };
    case 'startScanning':
    case 'nextScan':
      return { mode: scanningMode(action.method), report: state.report, busy: false };
    case 'checkInStarted':
      return { ...state, busy: true };
    case 'checkInFinished': {
      if (!takesScans(state.mode)) return { ...state, busy: false };
      if (action.scanType === 'individual' && showsResult(action.report)) {
        return { mode: 'scanResult', report: action.report, busy: false };
      }
      return { mode: scanningMode(action.method), report: action.report, busy: false };
    }
    case 'openPrint':
      return state.mode === 'scanResult' ? { ...state, mode: 'printBadge' } : state;
    case 'badgeLoaded':
      return state.mode === 'printBadge' && action.printed ? { ...state, mode: 'printBadgeForced' } : state;
  }
}
