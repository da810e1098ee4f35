import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AGENDA_REFRESH_MS } from '@shared/constants';
import type { EventDetails } from '@shared/schemas/event';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { ChevronLeftIcon } from '../../../ui/icons';
import { PageSpinner } from '../../../ui/Spinner';
import { useEventDetails } from '../../eventHome';
import { useNow } from '../../events';
import { SessionDetails, useSessionDetails } from '../../sessions';
import styles from './AgendaSessionPage.module.css';

/** /my-agenda/session/:eventId/:sessionId: a session from the agenda on narrow screens, with a way back. */
export function AgendaSessionPage() {
  const { eventId = '', sessionId = '' } = useParams();
  const { t } = useTranslation();
  const { state } = useEventDetails(eventId);
  const back = (
    <Link to={`/my-agenda?event=${eventId}`} className={styles.back}>
      <ChevronLeftIcon />
      {t('agenda.back')}
    </Link>
  );
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error')
    return (
      <div className={styles.page}>
        {back}
        <p role="alert">{t(genericErrorKey(state.error))}</p>
      </div>
    );
  return <SessionPage event={state.event} sessionId={sessionId} back={back} />;
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
  const { state, update } = useSessionDetails(event.id, sessionId, event.me.participantId);
  return (
    <article className={styles.page} aria-labelledby="agenda-session-title">
      {back}
      {state.status === 'loading' && <PageSpinner />}
      {state.status === 'error' && (
        <p role="alert">
          {state.error instanceof ApiCallError && state.error.status === 404
            ? t('sessions.details.notFoundText')
            : t(genericErrorKey(state.error))}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <h1 id="agenda-session-title" className={styles.title}>
            {state.session.name}
          </h1>
          <SessionDetails
            session={state.session}
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
