import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MESSAGE_KEYS } from '@shared/rules/meetingTexts';
import type { Meeting } from '@shared/schemas/invitations';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { actionErrorText } from '../actionError';
import { useFlowAction } from '../hooks/useFlowAction';
import { MessageField } from './MessageField';
import styles from './InvitationPanel.module.css';

export interface CancelMeetingFormProps {
  /** Sends the cancellation with the message as it stands in the field. */
  onCancel: (message: string) => void;
  /** Leaves the meeting as it is. */
  onBack: () => void;
  pending?: boolean;
  /** What is being cancelled, above the message (the invitation screen's meeting summary). */
  children?: ReactNode;
}

/**
 * Cancelling a meeting, the same on the invitation screen and in My Agenda: the message the other
 * person will read in their chat and on the invitation — the default ("Unfortunately I have to
 * cancel our meeting.", spec core §4) in my language, editable — and what is sent is what the field
 * holds.
 */
export function CancelMeetingForm({ onCancel, onBack, pending, children }: CancelMeetingFormProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(() => t(DEFAULT_MESSAGE_KEYS.cancel));
  return (
    <form
      className={styles.form}
      aria-label={t('invitations.action.cancelMeeting')}
      onSubmit={(e) => {
        e.preventDefault();
        onCancel(message);
      }}
    >
      {children}
      <MessageField label={t('invitations.screen.message')} value={message} onChange={setMessage} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('invitations.action.back')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('invitations.action.confirmCancel')}
        </Button>
      </div>
    </form>
  );
}

export interface CancelMeetingProps {
  meeting: Pick<Meeting, 'id' | 'eventId'>;
  /** The meeting was cancelled (the toast said so). */
  onCancelled: () => void;
  onBack: () => void;
}

/** The form with its own flow action, for a place outside the invitation screen (a row of My Agenda). */
export function CancelMeeting({ meeting, onCancelled, onBack }: CancelMeetingProps) {
  const { t } = useTranslation();
  const action = useFlowAction(meeting.eventId);
  return (
    <>
      {action.isError && <Alert>{actionErrorText(action.error, t)}</Alert>}
      <CancelMeetingForm
        pending={action.isPending}
        onBack={onBack}
        onCancel={(message) =>
          action.mutate(
            { kind: 'cancelMeeting', body: { eventId: meeting.eventId, meetingId: meeting.id, message } },
            { onSuccess: onCancelled },
          )
        }
      />
    </>
  );
}
