import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { genericErrorKey } from '../../../api/errors';
import { useCloseModal } from '../../../registry/modalHost';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/Spinner';
import { useSwipeDownToClose } from '../../../ui/useSwipeDownToClose';
import { useSpeakersOutlet } from '../outlet';
import { SpeakerDetails } from './SpeakerDetails';

/**
 * /event/:eventId/speakers/:speakerId: the speaker over the list — a dialog on larger screens, a
 * full page on mobile (ui/Modal) that a downward swipe closes (spec networking §2). Closing goes
 * back to the list.
 */
export function SpeakerDetailsModal() {
  const { speakerId = '' } = useParams();
  const { t } = useTranslation();
  const { event, find, loading, error, now } = useSpeakersOutlet();
  const speaker = find(speakerId);
  const onClose = useCloseModal(`/event/${event.id}/speakers`);
  const swipe = useSwipeDownToClose(onClose);

  if (!speaker) {
    if (loading)
      return (
        <Modal title={t('common.loading')} onClose={onClose}>
          <PageSpinner />
        </Modal>
      );
    return (
      <Modal title={t('speakers.details.notFound')} onClose={onClose}>
        <p role="alert">{error ? t(genericErrorKey(error)) : t('speakers.details.notFoundText')}</p>
      </Modal>
    );
  }
  return (
    <Modal title={fullName(speaker)} onClose={onClose}>
      <div {...swipe}>
        <SpeakerDetails speaker={speaker} eventId={event.id} eventTimeZone={event.timezone} now={now} />
      </div>
    </Modal>
  );
}
