/**
 * How long ago something happened, as a feed shows it (the notification feed, spec core §4): in the
 * largest whole unit, up to a week; older items show their date instead. The value is negative, as
 * Intl.RelativeTimeFormat reads "3 minutes ago"; a time ahead of the clock (a skew between the
 * server's and the device's) reads as now.
 */
type TimeAgoUnit = 'second' | 'minute' | 'hour' | 'day';

export interface TimeAgo {
  value: number;
  unit: TimeAgoUnit;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Beyond this a relative time says less than the date. */
export const TIME_AGO_LIMIT_MS = 7 * DAY;

/** The elapsed time from `instant` to `now` in one unit, or null from a week on. */
export function timeAgo(instant: number, now: number): TimeAgo | null {
  const elapsed = Math.max(0, now - instant);
  if (elapsed >= TIME_AGO_LIMIT_MS) return null;
  if (elapsed < MINUTE) return { value: 0, unit: 'second' };
  if (elapsed < HOUR) return { value: -Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: -Math.floor(elapsed / HOUR), unit: 'hour' };
  return { value: -Math.floor(elapsed / DAY), unit: 'day' };
}
