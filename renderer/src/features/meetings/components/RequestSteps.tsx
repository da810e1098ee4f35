import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import { DEFAULT_MESSAGE_KEYS } from '@shared/rules/meetingTexts';
import type { Invitation } from '@shared/schemas/invitations';
import { Button } from '../../../ui/Button';
import { liveInvitation, type StepProps } from '../steps';
import { MessageField } from './MessageField';
import { SlotPicker } from './SlotPicker';
import { StepMessages } from './StepMessages';
import styles from './InvitationPanel.module.css';

/**
 * INVITE_NEW: a request with its message, prefilled with the default text in my language (spec
 * core §4 default texts). When I may not invite them (spec core §5), why, and no form.
 */
export function SendStep({ event, view, run }: StepProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState(() => t(DEFAULT_MESSAGE_KEYS.invitation));
  if (view.refusal) return <p className={styles.note}>{t(`invitations.refusal.${view.refusal}`)}</p>;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        run({
          kind: 'send',
          body: { eventId: event.id, participantId: view.other.participantId, message },
        });
      }}
    >
      <p className={styles.note}>{t('invitations.screen.newText')}</p>
      <MessageField label={t('invitations.screen.message')} value={message} onChange={setMessage} />
      <div className={styles.actions}>
        <Button type="submit">{t('invitations.action.send')}</Button>
      </div>
    </form>
  );
}

/** INVITE_PENDING: my request waits for their reply; I may take it back. */
export function PendingStep({ event, view, run }: StepProps) {
  const { t } = useTranslation();
  const sent = liveInvitation(view, event.me.participantId, 'sent');
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('invitations.screen.pendingText')}</p>
      {sent && <StepMessages messages={sent.messages} me={event.me.participantId} people={[view.other]} />}
      {sent && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => run({ kind: 'revoke', body: { eventId: event.id, invitationId: sent.id } })}
          >
            {t('invitations.action.revoke')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * INVITE_RECEIVED: their message, then accept with a slot free for both and an optional message
 * (suffix accept, the default) or decline with one (suffix decline). Accepting needs a slot (spec
 * core §4); an empty message takes the server's default.
 */
export function ReceivedStep({ event, view, run, suffix, go }: StepProps) {
  const { t } = useTranslation();
  const received = liveInvitation(view, event.me.participantId, 'received');
  const [slotId, setSlotId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  if (!received) return null;
  const declining = suffix === 'decline';
  const answer = { eventId: event.id, invitationId: received.id, message };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        if (declining) run({ kind: 'reject', body: answer });
        else if (slotId) run({ kind: 'confirm', body: { ...answer, slotId } });
      }}
    >
      <StepMessages messages={received.messages} me={event.me.participantId} people={[view.other]} />
      {!declining && (
        <SlotPicker
          eventId={event.id}
          participantId={view.other.participantId}
          exceptMeetingId={null}
          value={slotId}
          onChange={setSlotId}
        />
      )}
      <MessageField label={t('invitations.screen.replyMessage')} value={message} onChange={setMessage} />
      <div className={styles.actions}>
        {declining ? (
          <>
            <Button variant="secondary" onClick={() => go('accept')}>
              {t('invitations.action.back')}
            </Button>
            <Button type="submit">{t('invitations.action.confirmDecline')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => go('decline')}>
              {t('invitations.action.decline')}
            </Button>
            <Button type="submit" disabled={!slotId}>
              {t('invitations.action.accept')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

/**
 * INVITE_NEW right after I declined their request: the request is closed, and the screen says so —
 * "You declined the meeting request from …", with the messages — rather than offering a request
 * form, which would read as if the decline had not happened. Spec core §4 lets the one who declined
 * send a request later, so the form is one deliberate click away.
 */
export function DeclinedStep(props: StepProps & { declined: Invitation }) {
  const { t } = useTranslation();
  const { event, view, declined } = props;
  const [writing, setWriting] = useState(false);
  if (writing) return <SendStep {...props} />;
  return (
    <div className={styles.form} data-testid="invitation-declined">
      <p className={styles.note}>{t('invitations.screen.declinedText', { name: fullName(view.other) })}</p>
      <StepMessages messages={declined.messages} me={event.me.participantId} people={[view.other]} />
      {!view.refusal && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setWriting(true)}>
            {t('invitations.action.newRequest')}
          </Button>
        </div>
      )}
    </div>
  );
}
