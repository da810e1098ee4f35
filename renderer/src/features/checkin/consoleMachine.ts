import type { CheckInReport } from './outcome';
import type { ScanMethod, ScanType } from './settings';

/** The console's modes (spec §4 Check-in). */
export type ConsoleMode =
  'scanType' | 'scan' | 'handheldScan' | 'scanResult' | 'printBadge' | 'printBadgeForced';

export interface ConsoleState {
  mode: ConsoleMode;
  /** The last check-in's report: the result screen shows it, fast mode shows it as "last scan". */
  report: CheckInReport | null;
  /** A check-in call is on its way; scans meanwhile are ignored. */
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

export const scanningMode = (method: ScanMethod): ConsoleMode =>
  method === 'camera' ? 'scan' : 'handheldScan';

/** Reports that name a person get a result screen in individual mode; the rest are a toast only. */
export function showsResult(report: CheckInReport): boolean {
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
 * printBadgeForced when the badge printed before → back to scanning. Fast mode stays scanning:
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
      if (state.mode !== 'scan' && state.mode !== 'handheldScan') return { ...state, busy: false };
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
