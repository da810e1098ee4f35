import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_TONES,
  INVALID_SCAN_FEEDBACK,
  scanFeedback,
} from '../../../../../renderer/src/features/checkin/feedback/scanFeedback';
import type { CheckInReport } from '../../../../../renderer/src/features/station/outcome';

const report = (outcome: CheckInReport['outcome']) => ({ outcome });

describe('check-in feedback (sound and flash)', () => {
  it.each([
    ['checkedIn', 'success'],
    ['checkedOut', 'success'],
    ['alreadyCheckedIn', 'warning'],
    ['alreadyCheckedOut', 'warning'],
    ['fullyOccupied', 'error'],
    ['wrongTicketType', 'error'],
    ['ticketNotFound', 'error'],
    ['denied', 'error'],
    ['failed', 'error'],
  ] as const)('%s is a %s, named by its result word', (outcome, kind) => {
    expect(scanFeedback(report(outcome))).toEqual({ kind, key: `checkin.result.${outcome}` });
  });

  it('a code that is no ticket is an error', () => {
    expect(INVALID_SCAN_FEEDBACK.kind).toBe('error');
  });

  it('each kind sounds different, not only louder or softer', () => {
    const shapes = Object.values(FEEDBACK_TONES).map((tones) =>
      JSON.stringify(tones.map((tone) => [tone.hz, tone.ms])),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});
