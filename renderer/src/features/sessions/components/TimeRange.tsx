import { useTranslation } from 'react-i18next';
import { formatTimeRange } from '@shared/rules/timeDisplay';
import type { TimeSpan } from '@shared/rules/sessionState';
import { useTimeSettings } from '../timeLead';
import styles from './TimeRange.module.css';

export interface TimeRangeProps {
  span: TimeSpan;
  eventTimeZone: string;
  /** Also write the date (agenda rows of several days, the details view). */
  withDate?: boolean;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** "Tue, 10 Mar" in a zone and the UI language. */
export function formatDay(instant: number, timeZone: string, locale: string): string {
  const key = `${locale}|${timeZone}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
    dateFormatters.set(key, f);
  }
  return f.format(instant);
}

/**
 * A session's or break's time (DECISIONS 8): in the leading zone (the event's unless the user chose
 * their own), with the other zone's time beside it when the clocks differ.
 */
export function TimeRange({ span, eventTimeZone, withDate }: TimeRangeProps) {
  const { t, i18n } = useTranslation();
  const { userZone, lead } = useTimeSettings();
  const shown = formatTimeRange(span, { eventTimeZone, userTimeZone: userZone, lead, locale: i18n.language });
  const otherLabel = lead === 'event' ? t('sessions.time.yourTime') : t('sessions.time.eventTime');
  return (
    <span className={styles.range}>
      <time className={styles.lead} dateTime={new Date(span.startsAt).toISOString()}>
        {withDate && <>{formatDay(span.startsAt, shown.lead.timeZone, i18n.language)}, </>}
        {shown.lead.text}
        {shown.other && <span className={styles.zone}> {shown.lead.offsetLabel}</span>}
      </time>
      {shown.other && (
        <span className={styles.other}>
          {otherLabel}: {shown.other.text} {shown.other.offsetLabel}
          {shown.otherDayOffset !== 0 &&
            ` (${formatDay(span.startsAt, shown.other.timeZone, i18n.language)})`}
        </span>
      )}
    </span>
  );
}
