import { useTranslation } from 'react-i18next';
import type { MeetingButton } from '@shared/rules/meetingButtons';
import type { Meeting } from '@shared/schemas/invitations';
import { Button, type ButtonProps } from '../../../ui/Button';
import { UnavailableButton } from '../../../ui/UnavailableButton';
import { useMeetingRoom } from '../hooks/useMeetingRoom';

export interface MeetingStartProps {
  meeting: Pick<Meeting, 'id' | 'eventId'>;
  /** meetingButtons' Start, or its on-site stand-in in a hybrid event. */
  button: Extract<MeetingButton, { kind: 'start' | 'onSiteOnly' }>;
  size?: ButtonProps['size'];
}

/**
 * A meeting's Start (spec core §4 Meeting buttons), in My Agenda and on the invitation screen:
 * opens the meeting's video room; an on-site meeting of a hybrid event shows instead the sessions'
 * on-site label with their tooltip ("available only on-site…"), reachable by keyboard.
 */
export function MeetingStart({ meeting, button, size }: MeetingStartProps) {
  const { t } = useTranslation();
  const room = useMeetingRoom(meeting.eventId, meeting.id);
  if (button.kind === 'onSiteOnly') {
    return (
      <UnavailableButton variant="secondary" size={size} reason={t(button.tooltipKey)}>
        {t('sessions.button.onSiteMeeting')}
      </UnavailableButton>
    );
  }
  return (
    <Button size={size} loading={room.starting} onClick={room.start}>
      {t('sessions.button.startMeeting')}
    </Button>
  );
}
