import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEAKER_SESSIONS_PAGE } from '@shared/constants';
import { fullName } from '@shared/rules/personName';
import { sessionsByTime } from '@shared/rules/speakers';
import type { SpeakerCard as Speaker } from '@shared/schemas/participants';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { JobLine } from './JobLine';
import { SpeakerSessionItem } from './SpeakerSessionItem';
import styles from './SpeakerDetails.module.css';

export interface SpeakerDetailsProps {
  speaker: Speaker;
  eventId: string;
  eventTimeZone: string;
  now: number;
}

/**
 * A speaker's details (spec networking §2 "speaker modal"): photo, job line, biography, and their
 * sessions — the coming ones by start, then the past ones — four at a time with load more and
 * collapse.
 */
export function SpeakerDetails({ speaker, eventId, eventTimeZone, now }: SpeakerDetailsProps) {
  const { t } = useTranslation();
  const sessionsTitleId = useId();
  const [shown, setShown] = useState(SPEAKER_SESSIONS_PAGE);
  const sessions = useMemo(() => sessionsByTime(speaker.sessions, now), [speaker.sessions, now]);
  const biography = speaker.biography?.trim();

  return (
    <div className={styles.details} data-testid="speaker-details">
      <div className={styles.person}>
        <Avatar name={fullName(speaker)} src={speaker.profilePhoto} size="xl" />
        <p className={styles.job}>
          <JobLine person={speaker} />
        </p>
      </div>
      {biography && <p className={styles.biography}>{biography}</p>}
      {sessions.length > 0 && (
        <section aria-labelledby={sessionsTitleId} className={styles.sessions}>
          <h3 id={sessionsTitleId} className={styles.sessionsTitle}>
            {t('speakers.sessions')}
          </h3>
          <ul className={styles.list}>
            {sessions.slice(0, shown).map((session) => (
              <li key={`${session.sessionId}:${session.occurrenceId}`}>
                <SpeakerSessionItem
                  session={session}
                  eventId={eventId}
                  eventTimeZone={eventTimeZone}
                  now={now}
                />
              </li>
            ))}
          </ul>
          {sessions.length > SPEAKER_SESSIONS_PAGE && (
            <div className={styles.actions}>
              {shown < sessions.length && (
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setShown(shown + SPEAKER_SESSIONS_PAGE)}
                >
                  {t('speakers.details.loadMore')}
                </Button>
              )}
              {shown > SPEAKER_SESSIONS_PAGE && (
                <Button variant="ghost" size="small" onClick={() => setShown(SPEAKER_SESSIONS_PAGE)}>
                  {t('speakers.details.collapse')}
                </Button>
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
