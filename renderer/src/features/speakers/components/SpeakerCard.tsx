import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@shared/rules/personName';
import type { SpeakerCard as Speaker } from '@shared/schemas/participants';
import { Avatar } from '../../../ui/Avatar';
import { JobLine } from './JobLine';
import { SpeakerSessionItem } from './SpeakerSessionItem';
import styles from './SpeakerCard.module.css';

export interface SpeakerCardProps {
  speaker: Speaker;
  eventId: string;
  eventTimeZone: string;
  now: number;
}

/**
 * A speaker on the list (spec networking §2): photo, name (their details' link), the job line, the
 * first session and '+N sessions', which shows the rest in place.
 */
export function SpeakerCard({ speaker, eventId, eventTimeZone, now }: SpeakerCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const restId = useId();
  const [expanded, setExpanded] = useState(false);
  const name = fullName(speaker);
  const [first, ...rest] = speaker.sessions;
  const session = (s: Speaker['sessions'][number]) => (
    <li key={`${s.sessionId}:${s.occurrenceId}`}>
      <SpeakerSessionItem session={s} eventId={eventId} eventTimeZone={eventTimeZone} now={now} />
    </li>
  );

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="speaker-card">
      <div className={styles.person}>
        <Avatar name={name} src={speaker.profilePhoto} size="xl" />
        <div className={styles.who}>
          <h2 id={nameId} className={styles.name}>
            <Link to={`/event/${eventId}/speakers/${speaker.id}`} className={styles.link}>
              {name}
            </Link>
          </h2>
          <p className={styles.job}>
            <JobLine person={speaker} />
          </p>
        </div>
      </div>
      {first && (
        <ul className={styles.sessions} aria-label={t('speakers.sessions')}>
          {session(first)}
        </ul>
      )}
      {rest.length > 0 && (
        <>
          {expanded && (
            <ul id={restId} className={styles.sessions} aria-label={t('speakers.moreSessions')}>
              {rest.map(session)}
            </ul>
          )}
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={expanded ? restId : undefined}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('speakers.fewerSessions') : t('speakers.plusSessions', { count: rest.length })}
          </button>
        </>
      )}
    </article>
  );
}
