import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { Modal } from '../../../ui/Modal';
import { useEventOutlet } from '../../eventHome';
import { invitationViewQuery } from '../api';
import { invitationPath, suffixOf, type InvitationSuffix } from '../screenPath';
import { InvitationPanel } from './InvitationPanel';

/**
 * /event/:eventId/invitation/:participantId/:suffix? (spec core §2): the attendeeMeet dialog over
 * the page on larger screens, a full page on screens up to 768 px (ui/Modal is both). Closing goes back to where it was opened from (the directory, a profile,
 * /invitations), or to the event when opened from a link. A step changes the suffix in place.
 */
export function InvitationScreen() {
  const { participantId = '', suffix: segment } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { event } = useEventOutlet();
  const opened = location.key !== 'default';
  const close = useCallback(
    () => void (opened ? navigate(-1) : navigate(`/event/${event.id}`)),
    [navigate, opened, event.id],
  );
  const go = useCallback(
    (next: InvitationSuffix | null) =>
      void navigate(invitationPath(event.id, participantId, next ?? undefined), { replace: true }),
    [navigate, event.id, participantId],
  );
  const view = useQuery(invitationViewQuery(event.id, participantId));
  const title = view.data ? fullName(view.data.other) : t('invitations.screen.title');

  return (
    <Modal title={title} onClose={close}>
      <InvitationPanel event={event} participantId={participantId} suffix={suffixOf(segment)} go={go} />
    </Modal>
  );
}
