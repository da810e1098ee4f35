import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AGENDA_REFRESH_MS } from '@shared/constants';
import type { EventDetails } from '@shared/schemas/event';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { ChevronLeftIcon } from '../../../ui/icons';
import { PageSpinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { useEventDetails } from '../../eventHome';
import { SessionDetails, usePutSession, useSessionDetails } from '../../sessions';
import styles from './AgendaSessionPage.module.css';

/** /my-agenda/session/:eventId/:sessionId: a session from the agenda on narrow screens, with a way back. */
export function AgendaSessionPage() {
  const { eventId = '', sessionId = '' } = useParams();
  const { t } = useTranslation();
  const { data: event, error } = useEventDetails(eventId);
  const back = (
    <Link to={`/my-agenda?event=${eventId}`} className={styles.back}>
      <ChevronLeftIcon />
      {t('agenda.back')}
    </Link>
  );
  if (event) return <SessionPage event={event} sessionId={sessionId} back={back} />;
  if (!error) return <PageSpinner />;
  return (
    <div className={styles.page}>
      {back}
      <p role="alert">{t(genericErrorKey(error))}</p>
    </div>
  );
}

function SessionPage({
  event,
  sessionId,
  back,
}: {
  event: EventDetails;
  sessionId: string;
  back: React.ReactNode;
}) {
  const { t } = useTranslation();
  const now = useNow(AGENDA_REFRESH_MS);
  const { data: session, error } = useSessionDetails(event.id, sessionId, event.me.participantId);
  const update = usePutSession();
  return (
    <article className={styles.page} aria-labelledby="agenda-session-title">
      {back}
      {!session && !error && <PageSpinner />}
      {!session && error && (
        <p role="alert">
          {error instanceof ApiCallError && error.status === 404
            ? t('sessions.details.notFoundText')
            : t(genericErrorKey(error))}
        </p>
      )}
      {session && (
        <>
          <h1 id="agenda-session-title" className={styles.title}>
            {session.name}
          </h1>
          <SessionDetails
            session={session}
            eventTimeZone={event.timezone}
            eventType={event.eventType}
            now={now}
            onChange={update}
          />
        </>
      )}
    </article>
  );
}
