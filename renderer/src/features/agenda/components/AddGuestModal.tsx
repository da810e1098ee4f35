import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@shared/schemas/invitations';
import type { ParticipantCard } from '@shared/schemas/participants';
import { ErrorCode } from '@shared/errors';
import { describeError, messageText, type Translate } from '../../../api/errorMessage';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toastStore';
import { PersonPicker } from '../../networking';
import { addMeetingGuest } from '../api';
import { meetingWith } from '../meetingRow';
import styles from './AddGuestModal.module.css';

/**
 * The server names the field participantId, the person chosen, so the code's own text is shown (not
 * errorText's "something entered"); a time taken is the guest's, not mine.
 */
const refusalText = (err: unknown, t: Translate) =>
  messageText(describeError(err, { [ErrorCode.SessionCollision]: 'agenda.guest.busy' }), t);

export interface AddGuestModalProps {
  meeting: Meeting;
  onClose: () => void;
  onAdded: () => void;
}

/**
 * Add guest to meeting (spec core §2 modal): choose a participant of the event (the directory's
 * person picker, those already in the meeting left out) and add them (POST
 * /v1/event/schedule/addGuest). A refusal — their time taken, the meeting no longer changeable —
 * stays in the modal in the error catalogue's words.
 */
export function AddGuestModal({ meeting, onClose, onAdded }: AddGuestModalProps) {
  const { t } = useTranslation();
  const [guest, setGuest] = useState<ParticipantCard | null>(null);
  const add = useMutation({
    mutationFn: (participantId: string) => addMeetingGuest(meeting.eventId, meeting.id, participantId),
    onSuccess: () => {
      toast.success(t('agenda.guest.added'));
      onAdded();
      onClose();
    },
  });

  return (
    <Modal title={t('agenda.guest.title')} onClose={onClose}>
      <form
        className={styles.form}
        data-testid="add-guest"
        onSubmit={(e) => {
          e.preventDefault();
          if (guest) add.mutate(guest.id);
        }}
      >
        <p className={styles.intro}>{t('agenda.guest.intro', { names: meetingWith(meeting) })}</p>
        <PersonPicker
          eventId={meeting.eventId}
          label={t('agenda.guest.search')}
          exclude={meeting.participants.map((p) => p.participantId)}
          value={guest}
          onChange={setGuest}
        />
        {add.isError && <Alert>{refusalText(add.error, t)}</Alert>}
        <div className={styles.buttons}>
          <Button type="submit" disabled={!guest} loading={add.isPending}>
            {t('agenda.guest.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('agenda.guest.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
