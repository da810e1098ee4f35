import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingButtons, type MeetingButton } from '@shared/rules/meetingButtons';
import type { EventType } from '@shared/rules/sessionButton';
import type { Meeting } from '@shared/schemas/invitations';
import { errorText } from '../../../api/errorMessage';
import { Button, ButtonLink } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { invitationPath, type InvitationSuffix } from '../../invitations';
import { cancelMeeting, checkInToMeeting } from '../api';
import { meetingCounterpart } from '../meetingRow';
import styles from './MeetingRowButtons.module.css';

export interface MeetingRowButtonsProps {
  meeting: Meeting;
  eventType: EventType;
  now: number;
  onChange: () => void;
}

/**
 * A meeting's buttons in My Agenda (spec core §4 "Meeting buttons"; shared/rules/meetingButtons.ts):
 * Start from 7 minutes before (the meeting's screen), Check in in its window, Cancel (asked once
 * more) and Reschedule (the invitation screen's request form) while it may still change.
 */
export function MeetingRowButtons({ meeting, eventType, now, onChange }: MeetingRowButtonsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'checkIn' | 'cancel' | null>(null);
  const [confirming, setConfirming] = useState(false);
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

  const run = async (kind: 'checkIn' | 'cancel', call: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await call();
      toast.success(t(done));
      onChange();
    } catch (err) {
      toast.error(errorText(err, t));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  if (confirming) {
    return (
      <div className={styles.buttons} role="group" aria-label={t('agenda.meeting.confirmCancel')}>
        <span className={styles.question}>{t('agenda.meeting.confirmCancel')}</span>
        <Button
          size="small"
          loading={busy === 'cancel'}
          onClick={() =>
            void run('cancel', () => cancelMeeting(meeting.eventId, meeting.id), 'agenda.meeting.cancelled')
          }
        >
          {t('agenda.meeting.yesCancel')}
        </Button>
        <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
          {t('agenda.meeting.keep')}
        </Button>
      </div>
    );
  }

  const render = (button: MeetingButton) => {
    switch (button.kind) {
      case 'start':
        return toScreen(button.kind, 'agenda.start', undefined, 'primary');
      case 'onSiteOnly':
        return (
          <Button key={button.kind} size="small" variant="secondary" disabled title={t(button.tooltipKey)}>
            {t('sessions.button.onSiteOnly')}
          </Button>
        );
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
        // A guest leaves on the meeting's screen, where the invitations feature offers it.
        return toScreen(button.kind, 'agenda.meeting.open');
    }
  };

  if (buttons.length === 0) return null;
  return <div className={styles.buttons}>{buttons.map(render)}</div>;
}
