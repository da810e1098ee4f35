import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { useCloseModal } from '../../../registry/modalHost';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/Spinner';
import { useSessionDetails } from '../hooks/useSessionDetails';
import { useProgramOutlet } from '../outlet';
import { SessionDetails } from './SessionDetails';

/**
 * /event/:eventId/sessions/:sessionId: the session over the program — a dialog on larger screens, a
 * full page on mobile (ui/Modal). Closing goes back to the program.
 */
export function SessionDetailsModal() {
  const { sessionId = '' } = useParams();
  const { t } = useTranslation();
  const { event, find, update, now } = useProgramOutlet();
  const listed = find(sessionId);
  // A session the program does not list (yet) is loaded on its own.
  const single = useSessionDetails(event.id, sessionId, event.me.participantId, listed !== undefined);
  const session = listed ?? single.data;
  const onClose = useCloseModal(`/event/${event.id}/sessions`);

  if (!session) {
    const error = single.error;
    return (
      <Modal title={error ? t('sessions.details.notFound') : t('common.loading')} onClose={onClose}>
        {error ? (
          <p role="alert">
            {error instanceof ApiCallError && error.status === 404
              ? t('sessions.details.notFoundText')
              : t(genericErrorKey(error))}
          </p>
        ) : (
          <PageSpinner />
        )}
      </Modal>
    );
  }
  return (
    <Modal title={session.name} onClose={onClose}>
      <SessionDetails
        session={session}
        eventTimeZone={event.timezone}
        eventType={event.eventType}
        now={now}
        onChange={update}
      />
    </Modal>
  );
}
