import { useTranslation } from 'react-i18next';
import { agendaDays } from '@shared/rules/agenda';
import type { EventDetails } from '@shared/schemas/event';
import type { AgendaRow } from '@shared/schemas/sessions';
import { formatDayHeading, useLeadZone } from '../../sessions';
import { AgendaRowItem } from './AgendaRowItem';
import styles from './AgendaDays.module.css';

export interface AgendaDaysProps {
  rows: AgendaRow[];
  event: Pick<EventDetails, 'id' | 'timezone' | 'eventType'>;
  now: number;
  narrow?: boolean;
  compact?: boolean;
  onChange: () => void;
}

/**
 * The agenda's rows by day, in agenda order (shared/rules/agenda.ts), the days cut in the zone the
 * times lead with (useLeadZone).
 */
export function AgendaDays({ rows, event, now, narrow = false, compact, onChange }: AgendaDaysProps) {
  const dayZone = useLeadZone(event.timezone);
  const { i18n } = useTranslation();
  return (
    <div className={styles.days}>
      {agendaDays(rows, now, dayZone).map((day) => (
        <section key={day.date} className={styles.day} aria-labelledby={`agenda-day-${day.date}`}>
          <h2 id={`agenda-day-${day.date}`} className={compact ? styles.compactTitle : styles.title}>
            {formatDayHeading(day.date, i18n.language, 'long')}
          </h2>
          <ul className={styles.list}>
            {day.rows.map((row) => (
              <li key={row.entry.key}>
                <AgendaRowItem
                  row={row}
                  eventId={event.id}
                  eventTimeZone={event.timezone}
                  eventType={event.eventType}
                  now={now}
                  narrow={narrow}
                  compact={compact}
                  onChange={onChange}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
