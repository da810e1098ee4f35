import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingButtons, type MeetingButton } from '@shared/rules/meetingButtons';
import { mayAddGuest } from '@shared/rules/onBehalf';
import type { EventType } from '@shared/rules/sessionButton';
import type { Meeting } from '@shared/schemas/invitations';
import { errorText } from '../../../api/errorMessage';
import { Button, ButtonLink } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { useEventDetails } from '../../eventHome';
import { CancelMeeting, invitationPath, MeetingStart, type InvitationSuffix } from '../../meetings';
import { checkInToMeeting, leaveMeeting } from '../api';
import { meetingCounterpart } from '../meetingRow';
import { AddGuestModal } from './AddGuestModal';
import styles from './MeetingRowButtons.module.css';

export interface MeetingRowButtonsProps {
  meeting: Meeting;
  eventType: EventType;
  now: number;
  onChange: () => void;
}

/**
 * A meeting's buttons in My Agenda (spec core §4 "Meeting buttons"; shared/rules/meetingButtons.ts):
 * Start from 7 minutes before (the meeting's screen), Check in in its window, Cancel (the
 * invitations' cancellation form: the message the other will read, editable) and Reschedule (the invitation screen's request form) while it may still change, and Add
 * guest then unless my type has disableGuest (spec core §5; shared/rules/onBehalf.ts). A guest has
 * Start and Leave (spec core §4).
 */
export function MeetingRowButtons({ meeting, eventType, now, onChange }: MeetingRowButtonsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'checkIn' | 'leave' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [addingGuest, setAddingGuest] = useState(false);
  const { data: event } = useEventDetails(meeting.eventId);
  const myType = event?.participantTypes.find((type) => type.id === event.me.typeId);
  const buttons = meetingButtons(
    { ...meeting, eventType },
    { guest: meeting.guest, checkedIn: meeting.checkedInAt !== null },
    now,
  );
  const other = meetingCounterpart(meeting);
  /** A button to the meeting's invitation screen (or one of its steps); none without another person. */
  const toScreen = (
    kind: MeetingButton['kind'],
    label: string,
    suffix?: InvitationSuffix,
    variant: 'primary' | 'ghost' = 'ghost',
  ) =>
    other === null ? null : (
      <ButtonLink
        key={kind}
        size="small"
        variant={variant}
        to={invitationPath(meeting.eventId, other, suffix)}
      >
        {t(label)}
      </ButtonLink>
    );

  const run = async (kind: 'checkIn' | 'leave', call: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await call();
      toast.success(t(done));
      onChange();
    } catch (err) {
      toast.error(errorText(err, t));
    } finally {
      setBusy(null);
    }
  };

  if (confirming) {
    return (
      <CancelMeeting
        meeting={meeting}
        onBack={() => setConfirming(false)}
        onCancelled={() => {
          setConfirming(false);
          onChange();
        }}
      />
    );
  }

  const render = (button: MeetingButton) => {
    switch (button.kind) {
      case 'start':
      case 'onSiteOnly':
        return <MeetingStart key={button.kind} meeting={meeting} button={button} size="small" />;
      case 'checkIn':
        return (
          <Button
            key={button.kind}
            size="small"
            variant="secondary"
            loading={busy === 'checkIn'}
            onClick={() =>
              void run(
                'checkIn',
                () => checkInToMeeting(meeting.eventId, meeting.id),
                'agenda.meeting.checkedInToast',
              )
            }
          >
            {t('agenda.meeting.checkIn')}
          </Button>
        );
      case 'checkedIn':
        return (
          <Button key={button.kind} size="small" variant="secondary" disabled>
            {t('agenda.meeting.checkedIn')}
          </Button>
        );
      case 'cancel':
        return (
          <Button key={button.kind} size="small" variant="ghost" onClick={() => setConfirming(true)}>
            {t('agenda.meeting.cancel')}
          </Button>
        );
      case 'reschedule':
        return toScreen(button.kind, 'agenda.meeting.reschedule', 'requestReschedule');
      case 'leave':
        return (
          <Button
            key={button.kind}
            size="small"
            variant="ghost"
            loading={busy === 'leave'}
            onClick={() =>
              void run('leave', () => leaveMeeting(meeting.eventId, meeting.id), 'agenda.guest.left')
            }
          >
            {t('agenda.guest.leave')}
          </Button>
        );
    }
  };

  // Only once my type is known: a type with disableGuest never sees the button (spec core §5).
  const guestButton = myType !== undefined &&
    mayAddGuest(
      { ...meeting, eventType },
      { guest: meeting.guest, disableGuest: myType.disableGuest },
      now,
    ) && (
      <Button key="addGuest" size="small" variant="ghost" onClick={() => setAddingGuest(true)}>
        {t('agenda.guest.open')}
      </Button>
    );

  if (buttons.length === 0 && !guestButton) return null;
  return (
    <div className={styles.buttons}>
      {buttons.map(render)}
      {guestButton}
      {addingGuest && (
        <AddGuestModal meeting={meeting} onClose={() => setAddingGuest(false)} onAdded={onChange} />
      )}
    </div>
  );
}
