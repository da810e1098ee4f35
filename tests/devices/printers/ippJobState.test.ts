import { describe, expect, it } from 'vitest';
import { ippJobDropped, ippJobEnded, ippJobState } from '../../../main/devices/printers/ippJobState';

describe('ippJobState (RFC 8011 job-state)', () => {
  it.each([
    [3, 'pending'],
    ['4', 'pending-held'],
    [5, 'processing'],
    [6, 'processing-stopped'],
    [7, 'canceled'],
    [8, 'aborted'],
    [9, 'completed'],
    ['completed', 'completed'],
    ['processing-stopped', 'processing-stopped'],
  ])('%s → %s', (value, state) => {
    expect(ippJobState(value)).toBe(state);
  });

  it('knows no other value', () => {
    expect(ippJobState(10)).toBeNull();
    expect(ippJobState('done')).toBeNull();
  });

  it('tells a job the printer dropped from one it is done with', () => {
    expect(['canceled', 'aborted'].map(ippJobDropped)).toEqual([true, true]);
    expect(['completed', 'processing'].map(ippJobDropped)).toEqual([false, false]);
    expect(['completed', 'canceled', 'aborted'].map(ippJobEnded)).toEqual([true, true, true]);
    expect(['pending', 'processing-stopped'].map(ippJobEnded)).toEqual([false, false]);
  });
});
