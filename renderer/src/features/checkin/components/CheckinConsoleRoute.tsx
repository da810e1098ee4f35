import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/Spinner';
import { canCheckIn, useEventOutlet } from '../../eventHome';

/** The console loads on first use: its scanner, renderer and print code stay out of other pages. */
const CheckinConsole = lazy(() =>
  import('./CheckinConsole').then((module) => ({ default: module.CheckinConsole })),
);

/** /event/:eventId/checkin: the console over the event page (deep-linkable; closing returns to it). */
export function CheckinConsoleRoute() {
  const { t } = useTranslation();
  const { event } = useEventOutlet();
  const navigate = useNavigate();
  const close = useCallback(() => void navigate(`/event/${event.id}`), [navigate, event.id]);
  if (!canCheckIn(event)) {
    return (
      <Modal title={t('checkin.title')} onClose={close}>
        <Alert>{t('checkin.denied')}</Alert>
      </Modal>
    );
  }
  return (
    <Suspense
      fallback={
        <Modal title={t('checkin.title')} onClose={close}>
          <PageSpinner />
        </Modal>
      }
    >
      <CheckinConsole event={event} onClose={close} />
    </Suspense>
  );
}
