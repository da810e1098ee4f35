import type { CheckInReport } from '../../station';

/**
 * How a scan's outcome is signalled besides its toast: success (the person may go in or out),
 * warning (nothing changed, but the person is known: already in or out), error (stop them: full,
 * wrong type, unknown ticket, not a ticket, denied, failed). Pure, so the mapping is unit-tested.
 */
export type FeedbackKind = 'success' | 'warning' | 'error';

/** What the flash shows: its kind and the word for the outcome (an i18n key). */
export interface ScanFeedback {
  kind: FeedbackKind;
  key: string;
}

/** A code that is not a ticket: no call was made. */
export const INVALID_SCAN_FEEDBACK: ScanFeedback = { kind: 'error', key: 'checkin.result.invalidScan' };

export function scanFeedback(report: Pick<CheckInReport, 'outcome'>): ScanFeedback {
  const key = `checkin.result.${report.outcome}`;
  switch (report.outcome) {
    case 'checkedIn':
    case 'checkedOut':
      return { kind: 'success', key };
    case 'alreadyCheckedIn':
    case 'alreadyCheckedOut':
      return { kind: 'warning', key };
    default:
      return { kind: 'error', key };
  }
}

/** A tone of the sound: frequency (Hz), length and the pause before it (ms). */
export interface Tone {
  hz: number;
  ms: number;
  gapMs: number;
}

/**
 * Each kind sounds different in pitch and rhythm, so an operator who is not looking at the screen
 * (or cannot tell the colours apart) hears it: one high beep, two middle beeps, one long low tone.
 */
export const FEEDBACK_TONES: Record<FeedbackKind, readonly Tone[]> = {
  success: [{ hz: 1320, ms: 120, gapMs: 0 }],
  warning: [
    { hz: 660, ms: 110, gapMs: 0 },
    { hz: 660, ms: 110, gapMs: 90 },
  ],
  error: [{ hz: 220, ms: 450, gapMs: 0 }],
};
