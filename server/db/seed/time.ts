/** Wall-clock time in an IANA zone ↔ UTC instants, for laying the demo out in each event's zone. */

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: number, timeZone: string) {
  const get = (type: string) =>
    Number(
      partsFormatter(timeZone)
        .formatToParts(instant)
        .find((p) => p.type === type)?.value,
    );
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar date an instant falls on in a zone. */
export function localDateOf(instant: number, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** The date `days` calendar days after (or before) a date. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The instant at which the zone's clocks show `date` `hour:minute`. Two passes settle the offset
 * on either side of a DST change; times that do not exist (spring gap) land an hour later.
 */
export function zonedTime(date: LocalDate, hour: number, minute: number, timeZone: string): number {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const w = wallClock(instant, timeZone);
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    instant += wanted - shown;
  }
  return instant;
}
