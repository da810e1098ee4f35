import { Link } from 'react-router';
import { sessionTimeLabel } from '@shared/rules/sessionState';
import type { SpeakerSession } from '@shared/schemas/participants';
import { TimeLabel, TimeRange } from '../../sessions';
import styles from './SpeakerSessionItem.module.css';

export interface SpeakerSessionItemProps {
  session: SpeakerSession;
  eventId: string;
  eventTimeZone: string;
  now: number;
}

/** One session of a speaker: Live / Upcoming / Past, its title (the program's session page) and when. */
export function SpeakerSessionItem({ session, eventId, eventTimeZone, now }: SpeakerSessionItemProps) {
  return (
    <div className={styles.session} data-testid="speaker-session">
      <div className={styles.top}>
        <TimeLabel label={sessionTimeLabel(session, now)} />
        <Link to={`/event/${eventId}/sessions/${session.sessionId}`} className={styles.title}>
          {session.title}
        </Link>
      </div>
      <TimeRange span={session} eventTimeZone={eventTimeZone} withDate />
    </div>
  );
}
