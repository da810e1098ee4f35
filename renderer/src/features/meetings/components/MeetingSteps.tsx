import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meetingButtons } from '@shared/rules/meetingButtons';
import {
  DEFAULT_MESSAGE_KEYS,
  fillRescheduleTime,
  hasTimePlaceholder,
  rescheduleTimeText,
} from '@shared/rules/meetingTexts';
import type { Meeting } from '@shared/schemas/invitations';
import type { SlotForBoth } from '@shared/schemas/meetingSlots';
import { Button } from '../../../ui/Button';
import { useNow } from '../../../ui/useNow';
import { useTimeSettings } from '../../sessions';
import { liveInvitation, type StepProps } from '../steps';
import { CancelMeetingForm } from './CancelMeetingForm';
import { MeetingStart } from './MeetingStart';
import { MeetingSummary } from './MeetingSummary';
import { MessageField } from './MessageField';
import { SlotPicker } from './SlotPicker';
import { StepMessages } from './StepMessages';
import styles from './InvitationPanel.module.css';

type MeetingStepProps = StepProps & { meeting: Meeting };

/**
 * MEETING_DETAILS: the meeting, with Start from 7 minutes before (its video room, or the on-site
 * tooltip) and Cancel and Reschedule while it may still change (spec core §4 meeting buttons: at
 * least 5 minutes ahead, or in person); suffix cancelMeeting and
 * requestReschedule open their forms, each message prefilled with its default text — the
 * reschedule's is a template to complete, and required.
 */
export function MeetingStep(props: MeetingStepProps) {
  const { t } = useTranslation();
  const { event, meeting, suffix, go } = props;
  const now = useNow();
  const me = { guest: meeting.guest, checkedIn: meeting.checkedInAt !== null };
  const buttons = meetingButtons({ ...meeting, eventType: event.eventType }, me, now);
  const kinds = buttons.map((b) => b.kind);
  const mayCancel = kinds.includes('cancel');
  const mayMove = kinds.includes('reschedule');
  const start = buttons.find((b) => b.kind === 'start' || b.kind === 'onSiteOnly');

  if (suffix === 'cancelMeeting' && mayCancel) return <CancelForm {...props} />;
  if (suffix === 'requestReschedule' && mayMove) return <RescheduleForm {...props} />;
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('invitations.screen.meetingText')}</p>
      <MeetingSummary meeting={meeting} eventTimeZone={event.timezone} />
      {(start || mayCancel || mayMove) && (
        <div className={styles.actions}>
          {start && <MeetingStart meeting={meeting} button={start} />}
          {mayCancel && (
            <Button variant="secondary" onClick={() => go('cancelMeeting')}>
              {t('invitations.action.cancelMeeting')}
            </Button>
          )}
          {mayMove && (
            <Button onClick={() => go('requestReschedule')}>{t('invitations.action.reschedule')}</Button>
          )}
        </div>
      )}
    </div>
  );
}

function CancelForm({ event, meeting, run, go }: MeetingStepProps) {
  return (
    <CancelMeetingForm
      onBack={() => go(null)}
      onCancel={(message) =>
        run({ kind: 'cancelMeeting', body: { eventId: event.id, meetingId: meeting.id, message } })
      }
    >
      <MeetingSummary meeting={meeting} eventTimeZone={event.timezone} />
    </CancelMeetingForm>
  );
}

/**
 * Asking to move the meeting: the message is required and starts as the spec's template ("… A
 * better time for me would be: HH:MM!"). Choosing a time in the picker (slots free for both, the
 * meeting's own too) writes it into the template as the picker shows it (rescheduleTimeText); the
 * request is not sent while the message still holds HH:MM, which the server refuses as well.
 */
function RescheduleForm({ event, meeting, view, run, go }: MeetingStepProps) {
  const { t, i18n } = useTranslation();
  const { userZone, lead } = useTimeSettings();
  const hintId = useId();
  const template = t(DEFAULT_MESSAGE_KEYS.rescheduleRequest);
  const [message, setMessage] = useState(template);
  // The message is still the template or its filling (not yet the person's own words).
  const [ours, setOurs] = useState(true);
  const [slotId, setSlotId] = useState<string | null>(null);
  const choose = (id: string, slot: SlotForBoth) => {
    setSlotId(id);
    const time = rescheduleTimeText(slot, meeting.startsAt, {
      eventTimeZone: event.timezone,
      userTimeZone: userZone,
      lead,
      locale: i18n.language,
    });
    // The template (or the time filled in before) takes the new time; words of one's own keep
    // theirs, and only a placeholder left in them is filled.
    setMessage(fillRescheduleTime(ours ? template : message, time));
  };
  const unfilled = hasTimePlaceholder(message);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (message.trim() && !unfilled)
          run({ kind: 'reschedule', body: { eventId: event.id, meetingId: meeting.id, message } });
      }}
    >
      <MeetingSummary meeting={meeting} eventTimeZone={event.timezone} />
      <p className={styles.note}>{t('invitations.screen.rescheduleTime')}</p>
      <SlotPicker
        eventId={event.id}
        participantId={view.other.participantId}
        exceptMeetingId={meeting.id}
        value={slotId}
        onChange={choose}
      />
      <MessageField
        label={t('invitations.screen.rescheduleMessage')}
        value={message}
        onChange={(written) => {
          setMessage(written);
          setOurs(false);
        }}
        required
        describedBy={unfilled ? hintId : undefined}
      />
      {unfilled && (
        <p className={styles.note} id={hintId}>
          {t('invitations.screen.rescheduleTimeHint')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => go(null)}>
          {t('invitations.action.back')}
        </Button>
        <Button type="submit" disabled={!message.trim() || unfilled}>
          {t('invitations.action.sendReschedule')}
        </Button>
      </div>
    </form>
  );
}

/** MEETING_RESCHEDULE_PENDING: I asked to move the meeting; I may take the request back. */
export function ReschedulePendingStep({ event, view, meeting, run }: MeetingStepProps) {
  const { t } = useTranslation();
  const mine = liveInvitation(view, event.me.participantId, 'reschedule');
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('invitations.screen.reschedulePendingText')}</p>
      <MeetingSummary meeting={meeting} eventTimeZone={event.timezone} />
      {mine && <StepMessages messages={mine.messages} me={event.me.participantId} people={[view.other]} />}
      {mine && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() =>
              run({ kind: 'revokeReschedule', body: { eventId: event.id, invitationId: mine.id } })
            }
          >
            {t('invitations.action.revokeReschedule')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * MEETING_RESCHEDULE: they asked to move the meeting — confirm into a slot free for both (the
 * meeting's own slot counts as free), or keep it where it is with a message (default: "cannot
 * reschedule").
 */
export function RescheduleStep({ event, view, meeting, run }: MeetingStepProps) {
  const { t } = useTranslation();
  const theirs = liveInvitation(view, event.me.participantId, 'reschedule');
  const [rejecting, setRejecting] = useState(false);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  if (!theirs) return null;
  const answer = { eventId: event.id, invitationId: theirs.id };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (rejecting) run({ kind: 'rejectReschedule', body: { ...answer, message } });
        else if (slotId) run({ kind: 'confirmReschedule', body: { ...answer, message, slotId } });
      }}
    >
      <p className={styles.note}>{t('invitations.screen.rescheduleText')}</p>
      <MeetingSummary meeting={meeting} eventTimeZone={event.timezone} />
      <StepMessages messages={theirs.messages} me={event.me.participantId} people={[view.other]} />
      {!rejecting && (
        <SlotPicker
          eventId={event.id}
          participantId={view.other.participantId}
          exceptMeetingId={meeting.id}
          value={slotId}
          onChange={setSlotId}
        />
      )}
      {rejecting && (
        <MessageField label={t('invitations.screen.replyMessage')} value={message} onChange={setMessage} />
      )}
      <div className={styles.actions}>
        {rejecting ? (
          <>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              {t('invitations.action.back')}
            </Button>
            <Button type="submit">{t('invitations.action.keepMeeting')}</Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setMessage(t(DEFAULT_MESSAGE_KEYS.declineReschedule));
                setRejecting(true);
              }}
            >
              {t('invitations.action.rejectReschedule')}
            </Button>
            <Button type="submit" disabled={!slotId}>
              {t('invitations.action.confirmReschedule')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
