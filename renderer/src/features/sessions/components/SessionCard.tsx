import { useId } from 'react';
import { Link } from 'react-router';
import type { EventType } from '@shared/rules/sessionButton';
import type { Session } from '@shared/schemas/sessions';
import { fullName } from '@shared/rules/personName';
import type { ProgramEntry } from '../programFilters';
import { sessionView } from '../sessionView';
import { Seats, SessionTags, TimeLabel } from './SessionFacts';
import { SessionButtons } from './SessionButtons';
import { TimeRange } from './TimeRange';
import styles from './SessionCard.module.css';

export interface SessionCardProps {
  entry: ProgramEntry;
  eventTimeZone: string;
  eventType: EventType;
  now: number;
  detailsTo: string;
  onChange: (session: Session) => void;
}

/** One session on one day of the program: label, time, place, people, seats and its button. */
export function SessionCard({ entry, eventTimeZone, eventType, now, detailsTo, onChange }: SessionCardProps) {
  const nameId = useId();
  const { session } = entry;
  // The card is about its day: that day's times, seats and my place in them.
  const view = sessionView(session, eventType, now, entry.occurrences);
  const { label } = view;
  const speakers = session.speakers.map(fullName).join(', ');
  return (
    <article className={`${styles.card} ${label === 'past' ? styles.past : ''}`} aria-labelledby={nameId}>
      <div className={styles.top}>
        <TimeLabel label={label} />
        <TimeRange span={entry} eventTimeZone={eventTimeZone} />
      </div>
      <h3 id={nameId} className={styles.name}>
        <Link to={detailsTo} className={styles.link}>
          {session.name}
        </Link>
      </h3>
      {(session.location || speakers) && (
        <p className={styles.meta}>{[session.location, speakers].filter(Boolean).join(' · ')}</p>
      )}
      <SessionTags session={session} hybrid={eventType === 'hybrid'} />
      <div className={styles.bottom}>
        <Seats occurrences={entry.occurrences} now={now} />
        <SessionButtons
          session={session}
          view={view}
          eventTimeZone={eventTimeZone}
          eventType={eventType}
          onChange={onChange}
        />
      </div>
    </article>
  );
}
