import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { useCloseModal } from '../../../registry/modalHost';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/Spinner';
import { useSwipeDownToClose } from '../../../ui/useSwipeDownToClose';
import { useEventOutlet } from '../../eventHome';
import { useAdminDetails } from '../hooks/useAdminDetails';
import { useCachedAttendee } from '../hooks/useCachedAttendee';
import { useProfileIntoCache } from '../hooks/useProfileIntoCache';
import { markViewed } from '../viewed';
import { AttendeeProfile } from './AttendeeProfile';

/**
 * /event/:eventId/attendees/:participantId: a person's profile over the directory — a dialog on
 * larger screens, a full page on mobile that a downward swipe closes (spec networking §2).
 * The person comes from the directory's lists, or alone by their id when no list holds them (a
 * link); organizers also get the admin details.
 */
export function AttendeeProfileModal() {
  const { participantId = '' } = useParams();
  const { t } = useTranslation();
  const { event } = useEventOutlet();
  const close = useCloseModal(`/event/${event.id}/attendees`);
  const swipe = useSwipeDownToClose(close);
  const { attendee, loading } = useCachedAttendee(event.id, participantId);
  const admin = useAdminDetails(event.id, participantId, event.me.organizer);
  const found = attendee !== undefined;

  useEffect(() => {
    if (found) markViewed(participantId);
  }, [found, participantId]);
  useProfileIntoCache(event.id, participantId, attendee?.card.userId ?? null);

  if (!attendee) {
    return (
      <Modal title={loading ? t('common.loading') : t('networking.profile.notFound')} onClose={close}>
        {loading ? <PageSpinner /> : <p role="alert">{t('networking.profile.notFoundText')}</p>}
      </Modal>
    );
  }
  return (
    <Modal title={fullName(attendee.card)} onClose={close}>
      <div {...swipe} data-testid="attendee-profile">
        <AttendeeProfile
          event={event}
          attendee={attendee}
          admin={admin.data}
          adminError={event.me.organizer && admin.isError}
        />
      </div>
    </Modal>
  );
}
