import { describe, expect, it } from 'vitest';
import { baseReason, paperProblem } from '../../../main/devices/printers/paperProblem';

describe('paperProblem', () => {
  it.each([
    [[], null],
    [['media-low-report', 'cover-open'], null],
    [['media-empty'], 'media-empty'],
    [['media-empty-error'], 'media-empty'],
    [['media-needed-warning'], 'media-empty'],
    [['paused', 'media-jam-error'], 'media-jam'],
    [['media-jam', 'media-empty'], 'media-empty'],
  ])('%o → %s', (reasons, problem) => {
    expect(paperProblem(reasons)).toBe(problem);
  });

  it('reads a reason without its severity', () => {
    expect(baseReason('media-empty-report')).toBe('media-empty');
    expect(baseReason('cover-open')).toBe('cover-open');
  });
});
