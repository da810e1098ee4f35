import { useTranslation } from 'react-i18next';
import { formatInstant, formatTimeRange } from '@shared/rules/timeDisplay';
import type { TimeSpan } from '@shared/rules/sessionState';
import { useTimeSettings } from '../timeLead';
import styles from './TimeRange.module.css';

export interface TimeRangeProps {
  span: TimeSpan;
  eventTimeZone: string;
  /** Also write the date (agenda rows of several days, the details view). */
  withDate?: boolean;
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
        {withDate && <>{formatInstant(span.startsAt, 'weekday', shown.lead.timeZone, i18n.language)}, </>}
        {shown.lead.text}
        {shown.other && <span className={styles.zone}> {shown.lead.offsetLabel}</span>}
      </time>
      {shown.other && (
        <span className={styles.other}>
          {otherLabel}: {shown.other.text} {shown.other.offsetLabel}
          {shown.otherDayOffset !== 0 &&
            ` (${formatInstant(span.startsAt, 'weekday', shown.other.timeZone, i18n.language)})`}
        </span>
      )}
    </span>
  );
}
