import { lazy, Suspense, useCallback } from 'react';
import type { RouteObject } from 'react-router';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Modal } from '../../ui/Modal';
import { canCheckIn, useEventOutlet } from '../eventHome';
import { PageSpinner } from '../../ui/Spinner';

/** The console loads on first use: its scanner, renderer and print code stay out of other pages. */
const CheckinConsole = lazy(() =>
  import('./components/CheckinConsole').then((module) => ({ default: module.CheckinConsole })),
);

/** /event/:eventId/checkin: the console over the event page (deep-linkable; closing returns to it). */
function CheckinConsoleRoute() {
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

/** Children of the event page, in its `event` route slot (feature.ts). */
export const checkinRoutes: RouteObject[] = [
  { path: 'checkin', element: <CheckinConsoleRoute />, handle: { titleKey: 'checkin.title' } },
];
