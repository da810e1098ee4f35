import { KIOSK_RESULT_RESET_MS } from '@shared/constants';
import type { Area, CheckInPerson } from '@shared/schemas/checkin';
import { type CheckInReport, type PrintUpdate, reportPerson } from '../station';

/** welcome: "Scan your ticket"; checking: a check-in call is on its way; result: what came of it. */
type KioskPhase = 'welcome' | 'checking' | 'result';

/** What the attendee is told, in plain words (i18n kiosk.outcome.<outcome>). */
export type KioskOutcome =
  /** Checked in now. */
  | 'welcome'
  /** Already checked in here earlier: still welcome, and a badge not printed yet prints. */
  | 'welcomeBack'
  | 'fullyOccupied'
  | 'wrongTicketType'
  | 'ticketNotFound'
  /** The code read is no ticket URL (DECISIONS 15). */
  | 'invalidCode'
  /** The signed-in staff account may not check anybody in here (event finished, rights removed). */
  | 'denied'
  | 'offline'
  | 'failed';

/** The badge's progress as the attendee sees it (i18n kiosk.print.<state>). */
export type KioskPrint =
  /** Nothing to print: no printer chosen, or an outcome that gets no badge. */
  | 'none'
  /** Loading the badge, rendering it. */
  | 'preparing'
  /** In this station's queue or at the printer; printQueue: a print station took it. */
  | 'printing'
  /** printQueue: the server has the job for the print station. */
  | 'sent'
  | 'printed'
  /** Printed before (DECISIONS 18): nothing printed; the help desk reprints. */
  | 'alreadyPrinted'
  | 'alreadyQueued'
  | 'failed'
  /** MST-00061: the event has no badge template. */
  | 'unavailable';

export interface KioskState {
  phase: KioskPhase;
  /** Increases with every scan; check-in and print news of an earlier scan are ignored. */
  scan: number;
  ticketId: string | null;
  outcome: KioskOutcome | null;
  person: CheckInPerson | null;
  area: Area | null;
  print: KioskPrint;
  /** While a result shows: when (epoch ms) the kiosk goes back to welcome. */
  resetAt: number | null;
}

export type KioskAction =
  /** A code was read; ticketId null when it is no ticket. */
  | { type: 'scanned'; ticketId: string | null; at: number }
  /** The check-in call answered; `printer` says whether the kiosk prints badges at all. */
  | { type: 'checkedIn'; scan: number; report: CheckInReport; printer: boolean; at: number }
  | { type: 'print'; scan: number; update: PrintUpdate; at: number }
  /** The clock: a result whose time is up goes back to welcome. */
  | { type: 'tick'; now: number }
  /** "Done", the station's idle reset, or staff leaving: welcome at once. */
  | { type: 'reset' };

export const INITIAL_KIOSK: KioskState = {
  phase: 'welcome',
  scan: 0,
  ticketId: null,
  outcome: null,
  person: null,
  area: null,
  print: 'none',
  resetAt: null,
};

const FINAL_PRINTS: readonly KioskPrint[] = [
  'none',
  'printed',
  'alreadyPrinted',
  'alreadyQueued',
  'failed',
  'unavailable',
];

/** The badge has nothing more to report. */
export const printSettled = (print: KioskPrint) => FINAL_PRINTS.includes(print);

/** A check-in report in the attendee's terms. */
export function kioskOutcome(report: CheckInReport): KioskOutcome {
  switch (report.outcome) {
    case 'checkedIn':
      return 'welcome';
    case 'alreadyCheckedIn':
      return 'welcomeBack';
    case 'fullyOccupied':
    case 'wrongTicketType':
    case 'ticketNotFound':
    case 'denied':
      return report.outcome;
    case 'failed':
      return report.network ? 'offline' : 'failed';
    // A kiosk only checks in; a check-out answer would be a server surprise.
    case 'checkedOut':
    case 'alreadyCheckedOut':
      return 'failed';
  }
}

/**
 * Whether a badge prints for this report. Checked in now: unless it printed before (the server says
 * so in badgePrinted). Already checked in: yes — someone who was let in at a staffed door, or whose
 * print failed, gets their badge here; the print flow finds a badge printed before and prints
 * nothing ("alreadyPrinted"). Every refusal and error: no badge.
 */
export function initialPrint(report: CheckInReport, printer: boolean): KioskPrint {
  if (report.outcome === 'checkedIn') {
    if (report.result.badgePrinted) return 'alreadyPrinted';
    return printer ? 'preparing' : 'none';
  }
  if (report.outcome === 'alreadyCheckedIn') return printer ? 'preparing' : 'none';
  return 'none';
}

/** The print flow's steps in the attendee's terms. */
function kioskPrint(update: PrintUpdate): KioskPrint {
  switch (update.state) {
    case 'rendering':
      return 'preparing';
    case 'queued':
    case 'printing':
      return 'printing';
    case 'sent':
    case 'printed':
    case 'failed':
    case 'alreadyPrinted':
    case 'alreadyQueued':
      return update.state;
    case 'templateMissing':
      return 'unavailable';
  }
}

/**
 * The self-service kiosk as a state machine with an explicit clock (every action that starts or
 * extends a result carries its time): welcome → checking (a scan) → result → welcome again
 * KIOSK_RESULT_RESET_MS after the last news on the screen (the check-in answer, then each badge
 * step), or at once on reset. A scan while a result shows starts the next attendee's check-in —
 * unless it is the ticket already on the screen (a scanner read twice). Scans while checking are
 * dropped: one check-in at a time.
 */
export function kioskReducer(state: KioskState, action: KioskAction): KioskState {
  switch (action.type) {
    case 'scanned': {
      if (state.phase === 'checking') return state;
      if (state.phase === 'result' && action.ticketId !== null && action.ticketId === state.ticketId) {
        return state;
      }
      const scan = state.scan + 1;
      if (action.ticketId === null) {
        return {
          ...INITIAL_KIOSK,
          phase: 'result',
          scan,
          outcome: 'invalidCode',
          resetAt: action.at + KIOSK_RESULT_RESET_MS,
        };
      }
      return { ...INITIAL_KIOSK, phase: 'checking', scan, ticketId: action.ticketId };
    }
    case 'checkedIn': {
      if (state.phase !== 'checking' || action.scan !== state.scan) return state;
      const { report } = action;
      return {
        ...state,
        phase: 'result',
        outcome: kioskOutcome(report),
        person: reportPerson(report),
        area: areaOf(report),
        print: initialPrint(report, action.printer),
        resetAt: action.at + KIOSK_RESULT_RESET_MS,
      };
    }
    case 'print': {
      if (state.phase !== 'result' || action.scan !== state.scan || printSettled(state.print)) return state;
      return { ...state, print: kioskPrint(action.update), resetAt: action.at + KIOSK_RESULT_RESET_MS };
    }
    case 'tick':
      return state.phase === 'result' && state.resetAt !== null && action.now >= state.resetAt
        ? { ...INITIAL_KIOSK, scan: state.scan }
        : state;
    case 'reset':
      return { ...INITIAL_KIOSK, scan: state.scan };
  }
}

function areaOf(report: CheckInReport): Area | null {
  if (report.outcome === 'checkedIn' || report.outcome === 'checkedOut') return report.result.area;
  return 'area' in report ? report.area : null;
}
