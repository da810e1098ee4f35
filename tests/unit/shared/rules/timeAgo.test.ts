import { describe, expect, it } from 'vitest';
import { TIME_AGO_LIMIT_MS, timeAgo } from '@shared/rules/timeAgo';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const ago = (ms: number) => timeAgo(NOW - ms, NOW);

describe('timeAgo', () => {
  it('reads under a minute, and a time ahead of the clock, as now', () => {
    expect(ago(0)).toEqual({ value: 0, unit: 'second' });
    expect(ago(59_999)).toEqual({ value: 0, unit: 'second' });
    expect(ago(-5 * 60_000)).toEqual({ value: 0, unit: 'second' });
  });

  it('counts whole minutes, hours and days, rounding down', () => {
    expect(ago(60_000)).toEqual({ value: -1, unit: 'minute' });
    expect(ago(59 * 60_000 + 59_999)).toEqual({ value: -59, unit: 'minute' });
    expect(ago(60 * 60_000)).toEqual({ value: -1, unit: 'hour' });
    expect(ago(23 * 3_600_000 + 3_599_999)).toEqual({ value: -23, unit: 'hour' });
    expect(ago(24 * 3_600_000)).toEqual({ value: -1, unit: 'day' });
    expect(ago(TIME_AGO_LIMIT_MS - 1)).toEqual({ value: -6, unit: 'day' });
  });

  it('gives up from a week on: the date says more', () => {
    expect(ago(TIME_AGO_LIMIT_MS)).toBeNull();
    expect(ago(400 * 24 * 3_600_000)).toBeNull();
  });
});
