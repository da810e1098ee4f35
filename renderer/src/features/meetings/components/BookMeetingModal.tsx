import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import type { ParticipantCard } from '@shared/schemas/participants';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toastStore';
import { eventKeys } from '../../eventHome';
import { PersonPicker } from '../../networking';
import { actionErrorText } from '../actionError';
import { prebookMeeting } from '../api';
import { SlotPicker } from './SlotPicker';
import styles from './BookMeetingModal.module.css';

export interface BookMeetingModalProps {
  eventId: string;
  /**
   * prebook: a meeting of `first` and someone chosen, booked for them (onbehalfmeeting);
   * reserveTable: `first` is me, a meeting of my own (reserveatable).
   */
  mode: 'prebook' | 'reserveTable';
  first: ParticipantCard;
  onClose: () => void;
}

/**
 * The pre-booked meeting and reserve a table modals (spec core §2; §5 "Pre-booked table booking
 * button disabled until a session is selected"; §6 rights): choose the other person, then a slot
 * free for both (the invitation's SlotPicker — for two others through asParticipantId), and book
 * (POST /v1/event/schedule/prebook). A refusal keeps the choices, says why and reads the slots again.
 */
export function BookMeetingModal({ eventId, mode, first, onClose }: BookMeetingModalProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [other, setOther] = useState<ParticipantCard | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const book = useMutation({
    mutationFn: () => prebookMeeting({ eventId, participantIds: [first.id, other!.id], slotId: slotId! }),
    onSuccess: () => {
      toast.success(t('invitations.book.booked'));
      onClose();
    },
    // Booked or refused, the agendas, views and slots of the event are read again.
    onSettled: () => void client.invalidateQueries({ queryKey: eventKeys.all(eventId) }),
  });
  const title =
    mode === 'prebook'
      ? t('invitations.book.prebookTitle', { name: fullName(first) })
      : t('invitations.book.reserveTitle');

  return (
    <Modal title={title} onClose={onClose}>
      <form
        className={styles.form}
        data-testid="book-meeting"
        onSubmit={(e) => {
          e.preventDefault();
          if (other && slotId) book.mutate();
        }}
      >
        <p className={styles.intro}>{t(`invitations.book.${mode}Intro`)}</p>
        <PersonPicker
          eventId={eventId}
          label={t('invitations.book.with')}
          exclude={[first.id]}
          value={other}
          onChange={(person) => {
            setOther(person);
            setSlotId(null);
          }}
        />
        {other && (
          <section className={styles.slots} aria-label={t('invitations.book.slots')}>
            <SlotPicker
              key={other.id}
              eventId={eventId}
              participantId={other.id}
              exceptMeetingId={null}
              value={slotId}
              onChange={setSlotId}
              {...(mode === 'prebook'
                ? {
                    onBehalf: {
                      participantId: first.id,
                      names: { me: fullName(first), them: fullName(other) },
                    },
                  }
                : {})}
            />
          </section>
        )}
        {book.isError && <Alert>{actionErrorText(book.error, t)}</Alert>}
        <div className={styles.buttons}>
          <Button type="submit" disabled={!other || !slotId} loading={book.isPending}>
            {t('invitations.book.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('invitations.book.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
