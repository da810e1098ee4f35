import { useTranslation } from 'react-i18next';
import { agendaDays } from '@shared/rules/agenda';
import type { EventType } from '@shared/rules/sessionButton';
import type { AgendaRow } from '@shared/schemas/sessions';
import { formatDayHeading } from '../../sessions';
import { AgendaRowItem } from './AgendaRowItem';
import styles from './AgendaDays.module.css';

export interface AgendaDaysProps {
  rows: AgendaRow[];
  eventId: string;
  eventTimeZone: string;
  eventType: EventType;
  /** The zone days are cut in: the one the times lead with. */
  dayZone: string;
  now: number;
  narrow: boolean;
  compact?: boolean;
  onChange: () => void;
}

/** The agenda's rows by day, in agenda order (shared/rules/agenda.ts). */
export function AgendaDays({
  rows,
  eventId,
  eventTimeZone,
  eventType,
  dayZone,
  now,
  narrow,
  compact,
  onChange,
}: AgendaDaysProps) {
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
                  eventId={eventId}
                  eventTimeZone={eventTimeZone}
                  eventType={eventType}
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
