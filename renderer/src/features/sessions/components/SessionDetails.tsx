import { useTranslation } from 'react-i18next';
import type { EventType } from '@shared/rules/sessionButton';
import type { Session } from '@shared/schemas/sessions';
import { sessionView } from '../sessionView';
import { Markdown } from './Markdown';
import { PeopleList } from './PeopleList';
import { Seats, SessionTags, TimeLabel } from './SessionFacts';
import { SessionButtons } from './SessionButtons';
import { TimeRange } from './TimeRange';
import styles from './SessionDetails.module.css';

export interface SessionDetailsProps {
  session: Session;
  eventTimeZone: string;
  eventType: EventType;
  now: number;
  onChange: (session: Session) => void;
}

/**
 * Everything about one session: when (each occurrence, with its seats), where, its button, the
 * description and the people on stage. The program shows it in a modal, the agenda as a page.
 */
export function SessionDetails({ session, eventTimeZone, eventType, now, onChange }: SessionDetailsProps) {
  const { t } = useTranslation();
  const view = sessionView(session, eventType, now);
  return (
    <div className={styles.details} data-testid="session-details">
      <div className={styles.head}>
        <TimeLabel label={view.label} />
        <SessionTags session={session} hybrid={eventType === 'hybrid'} />
      </div>
      <ul className={styles.occurrences} aria-label={t('sessions.details.when')}>
        {session.occurrences.map((o) => (
          <li key={o.id} className={styles.occurrence}>
            <TimeRange span={o} eventTimeZone={eventTimeZone} withDate />
            <Seats occurrences={[o]} now={now} />
          </li>
        ))}
      </ul>
      {session.location && (
        <p className={styles.location}>
          <span className={styles.muted}>{t('sessions.details.location')}:</span> {session.location}
        </p>
      )}
      <SessionButtons
        session={session}
        view={view}
        eventTimeZone={eventTimeZone}
        eventType={eventType}
        onChange={onChange}
      />
      {session.blocking && session.me.role === 'attendee' && (
        <p className={styles.note}>{t('sessions.details.approvalNote')}</p>
      )}
      {session.description.trim() && (
        <section aria-label={t('sessions.details.about')}>
          <Markdown source={session.description} />
        </section>
      )}
      <PeopleList title={t('sessions.details.speakers')} people={session.speakers} />
      <PeopleList title={t('sessions.details.moderators')} people={session.moderators} />
      <PeopleList title={t('sessions.details.translators')} people={session.translators} />
    </div>
  );
}
