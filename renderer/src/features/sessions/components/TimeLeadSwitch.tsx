import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeSettings, type TimeLead } from '../timeLead';
import styles from './TimeLeadSwitch.module.css';

export interface TimeLeadSwitchProps {
  eventTimeZone: string;
}

/**
 * "Show times in: Event time | My time" — only when the user's zone differs from the event's
 * (DECISIONS 8). The choice applies to every time on the program and the agenda.
 */
export function TimeLeadSwitch({ eventTimeZone }: TimeLeadSwitchProps) {
  const { t } = useTranslation();
  const { userZone, lead, setLead } = useTimeSettings();
  const labelId = useId();
  if (userZone === eventTimeZone) return null;
  const option = (value: TimeLead, label: string, zone: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={lead === value}
      className={`${styles.option} ${lead === value ? styles.selected : ''}`}
      onClick={() => setLead(value)}
      title={zone}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.switch} role="radiogroup" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {t('sessions.time.showIn')}
      </span>
      {option('event', t('sessions.time.eventTime'), eventTimeZone)}
      {option('user', t('sessions.time.yourTime'), userZone)}
    </div>
  );
}
