import { formatInstant } from '@shared/rules/timeDisplay';
import { dateInZone } from '@shared/rules/zonedTime';

/*
 * The conversation's day separators (issue 12: 'Today' or 'dd LLLL yyyy', each message's time
 * 't'), in the reader's zone (useTimeFormat's) and language, by shared/rules/timeDisplay.ts formatInstant.
 */

/** "24 November 2026" ('dd LLLL yyyy') in the reader's language and zone. */
export function formatChatDay(instant: number, timeZone: string, locale: string): string {
  return formatInstant(instant, 'longDate', timeZone, locale);
}

/** A row of the conversation: a day's separator before its first message, then the messages. */
export type DayRow<M> =
  | { kind: 'day'; key: string; date: string; today: boolean; at: number }
  | { kind: 'message'; key: string; message: M };

/** The rows of messages (oldest first), a separator wherever the calendar day in `timeZone` changes. */
export function withDaySeparators<M extends { dt: number }>(
  messages: readonly M[],
  keyOf: (message: M) => string,
  now: number,
  timeZone: string,
): DayRow<M>[] {
  const today = dateInZone(now, timeZone);
  const rows: DayRow<M>[] = [];
  let day: string | null = null;
  for (const message of messages) {
    const date = dateInZone(message.dt, timeZone);
    if (date !== day) {
      rows.push({ kind: 'day', key: `day-${date}`, date, today: date === today, at: message.dt });
      day = date;
    }
    rows.push({ kind: 'message', key: keyOf(message), message });
  }
  return rows;
}
