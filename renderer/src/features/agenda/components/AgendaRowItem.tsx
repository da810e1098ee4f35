import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgendaRowView } from '@shared/rules/agenda';
import type { EventType } from '@shared/rules/sessionButton';
import type { AgendaRow, AgendaSessionRow, Session } from '@shared/schemas/sessions';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { SessionButtons, sessionView, TimeRange } from '../../sessions';
import { errorText } from '../../../api/errorMessage';
import { useOffTime } from '../hooks/useOffTime';
import { meetingWith } from '../meetingRow';
import { MeetingRowButtons } from './MeetingRowButtons';
import styles from './AgendaRowItem.module.css';

export interface AgendaRowItemProps {
  row: AgendaRowView<AgendaRow>;
  eventId: string;
  eventTimeZone: string;
  eventType: EventType;
  now: number;
  /** Narrow screens open an agenda session as a page of its own (spec core §2). */
  narrow: boolean;
  compact?: boolean;
  onChange: () => void;
}

/** Where a session row's name leads: the agenda's own page on narrow screens, except for the sessions I run. */
function agendaSessionLink(eventId: string, sessionId: string, narrow: boolean, runsIt: boolean): string {
  return narrow && !runsIt
    ? `/my-agenda/session/${eventId}/${sessionId}`
    : `/event/${eventId}/sessions/${sessionId}`;
}

/** A row is one occurrence: its buttons follow that occurrence (the whole session if the row's is gone). */
function rowOccurrences({ session, occurrenceId }: AgendaSessionRow) {
  const own = session.occurrences.filter((o) => o.id === occurrenceId);
  return own.length > 0 ? own : session.occurrences;
}

/**
 * One agenda row: its type (session, break, meeting, waiting confirmation, speaker, translator, moderator),
 * time, state and what can be done with it.
 */
export function AgendaRowItem({
  row,
  eventId,
  eventTimeZone,
  eventType,
  now,
  narrow,
  compact,
  onChange,
}: AgendaRowItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { entry, type, state } = row;
  const { remove } = useOffTime(eventId);

  const runsIt = type === 'speaker' || type === 'translator' || type === 'moderator';
  return (
    <article
      className={`${styles.row} ${styles[type] ?? ''} ${state === 'expired' ? styles.expired : ''} ${compact ? styles.compact : ''}`}
      aria-labelledby={titleId}
      data-row-type={type}
    >
      <div className={styles.top}>
        <span className={styles.type}>{t(`agenda.rowType.${type}`)}</span>
        {state === 'started' && <span className={styles.live}>{t('sessions.label.live')}</span>}
        {state === 'starting' && <span className={styles.starting}>{t('agenda.startingSoon')}</span>}
        <TimeRange span={entry} eventTimeZone={eventTimeZone} />
      </div>
      {entry.kind === 'session' ? (
        <>
          <h3 id={titleId} className={styles.title}>
            <Link to={agendaSessionLink(eventId, entry.sessionId, narrow, runsIt)} className={styles.link}>
              {entry.session.name}
            </Link>
          </h3>
          {!compact && entry.session.location && <p className={styles.meta}>{entry.session.location}</p>}
          {!compact && (
            <SessionButtons
              session={entry.session}
              view={sessionView(entry.session, eventType, now, rowOccurrences(entry))}
              eventTimeZone={eventTimeZone}
              eventType={eventType}
              onChange={(_: Session) => onChange()}
            />
          )}
        </>
      ) : entry.kind === 'meeting' ? (
        <>
          <h3 id={titleId} className={styles.title}>
            {meetingWith(entry.meeting)}
          </h3>
          {!compact && entry.meeting.table !== null && (
            <p className={styles.meta}>
              {[t('agenda.meeting.table', { table: entry.meeting.table }), entry.meeting.location]
                .filter(Boolean)
                .join(', ')}
            </p>
          )}
          {!compact && (
            <MeetingRowButtons meeting={entry.meeting} eventType={eventType} now={now} onChange={onChange} />
          )}
        </>
      ) : (
        <>
          <h3 id={titleId} className={styles.title}>
            {t('agenda.offTime.rowTitle')}
          </h3>
          {!compact && (
            <div>
              <Button
                variant="ghost"
                size="small"
                loading={remove.isPending}
                onClick={() => remove.mutate(entry.id, { onError: (err) => toast.error(errorText(err, t)) })}
              >
                {t('agenda.offTime.remove')}
              </Button>
            </div>
          )}
        </>
      )}
    </article>
  );
}
