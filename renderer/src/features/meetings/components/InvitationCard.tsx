import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import type { Invitation } from '@shared/schemas/invitations';
import { Alert } from '../../../ui/Alert';
import { Avatar } from '../../../ui/Avatar';
import { Button, ButtonLink } from '../../../ui/Button';
import { useTimeFormat } from '../../auth';
import { actionErrorText } from '../actionError';
import { cardActions, cardState } from '../cardState';
import { useFlowAction } from '../hooks/useFlowAction';
import { invitationPath } from '../screenPath';
import { StepMessages } from './StepMessages';
import styles from './InvitationCard.module.css';

export interface InvitationCardProps {
  invitation: Invitation;
  /** The event's name, when it is one of my events. */
  eventName: string | undefined;
}

/**
 * One invitation on /invitations: who is on the other side (a deleted person as such), the event,
 * its card state and state, its messages each under its author and step (a request keeps its own
 * text; a later reschedule of its meeting shows after it, as the rescheduler's), and the actions of its state (cardState.ts). Revoking
 * runs here; the other actions open the invitation screen on their step. A teammate's card of a
 * booth's invitation shows Decline disabled, saying who may decline it.
 */
export function InvitationCard({ invitation: inv, eventName }: InvitationCardProps) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const nameId = useId();
  const declineNoteId = useId();
  const revoke = useFlowAction(inv.eventId);
  const other = inv.opponentParticipant;
  const name = other ? fullName(other) : t('invitations.card.deleted');
  const { links, revoke: revokeKind, declineDisabled } = cardActions(inv);
  const receivedBy = inv.myInvitation ? null : inv.opponentParticipantReceived;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="invitation-card">
      <div className={styles.top}>
        <Avatar name={name} src={other?.profilePhoto ?? null} />
        <div className={styles.who}>
          <h2 className={styles.name} id={nameId}>
            {name}
          </h2>
          {eventName && <p className={styles.meta}>{eventName}</p>}
          <p className={styles.meta}>
            <time dateTime={new Date(inv.cdt).toISOString()}>{time.format(inv.cdt, 'dateTime')}</time>
          </p>
        </div>
        <div className={styles.badges}>
          <span className={styles.badge}>{t(`invitations.card.state.${cardState(inv)}`)}</span>
          <span className={styles.badge}>{t(`invitations.card.status.${inv.state}`)}</span>
          {inv.status === 'past' && <span className={styles.badge}>{t('invitations.card.past')}</span>}
        </div>
      </div>
      {receivedBy && (
        <p className={styles.meta}>{t('invitations.card.receivedBy', { name: fullName(receivedBy) })}</p>
      )}
      <StepMessages
        messages={[...inv.messages, ...(inv.lastInvitationDetails?.messages ?? [])]}
        me={inv.me}
        people={[other, inv.opponentParticipantReceived]}
      />
      {revoke.isError && <Alert>{actionErrorText(revoke.error, t)}</Alert>}
      {declineDisabled && (
        <div className={styles.actions}>
          <Button size="small" variant="secondary" disabled aria-describedby={declineNoteId}>
            {t('invitations.action.decline')}
          </Button>
          <p className={styles.meta} id={declineNoteId}>
            {t('invitations.card.declineTeam', {
              name: receivedBy ? fullName(receivedBy) : t('invitations.card.deleted'),
            })}
          </p>
        </div>
      )}
      {(links.length > 0 || revokeKind) && (
        <div className={styles.actions}>
          {revokeKind && (
            <Button
              size="small"
              variant="secondary"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate({ kind: revokeKind, body: { eventId: inv.eventId, invitationId: inv.id } })
              }
            >
              {t(`invitations.action.${revokeKind}`)}
            </Button>
          )}
          {links.map(({ labelKey, suffix }) => (
            <ButtonLink
              key={labelKey}
              size="small"
              variant={suffix === 'accept' ? 'primary' : 'secondary'}
              to={invitationPath(inv.eventId, inv.oppId, suffix ?? undefined)}
            >
              {t(labelKey)}
            </ButtonLink>
          ))}
        </div>
      )}
    </article>
  );
}
