import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteRefusal } from '@shared/rules/inviteRules';
import { fullName } from '@shared/rules/personName';
import type { PanelProps } from '../../../registry/feature';
import { Button, ButtonLink } from '../../../ui/Button';
import { invitationViewQuery } from '../api';
import { cardRefusal, meetButtonState } from '../meetRule';
import { invitationPath } from '../screenPath';
import styles from './MeetButton.module.css';

/**
 * Meet, on a person's directory card and profile (the personActions panel): opens the invitation
 * screen. A card decides by the invite rule with what it knows (meetRule.ts); the profile asks the
 * server, which also says where the two stand, so the button then names it (request, meeting).
 */
export function MeetButton({ event, person, place }: PanelProps['personActions']) {
  if (place === 'profile') return <ProfileMeetButton event={event} person={person} place={place} />;
  return (
    <MeetLink
      eventId={event.id}
      participantId={person.id}
      name={fullName(person)}
      refusal={cardRefusal(event, person)}
    />
  );
}

function ProfileMeetButton({ event, person }: PanelProps['personActions']) {
  const view = useQuery(invitationViewQuery(event.id, person.id));
  if (!view.data) return null;
  const { relation, refusal } = view.data;
  return (
    <MeetLink
      eventId={event.id}
      participantId={person.id}
      name={fullName(person)}
      refusal={relation === 'none' || relation === 'rejected' ? refusal : null}
      labelKey={`invitations.meet.${relation}`}
    />
  );
}

interface MeetLinkProps {
  eventId: string;
  participantId: string;
  /** Whom it is for: each card's button says it to assistive tech. */
  name: string;
  refusal: InviteRefusal | null;
  labelKey?: string;
}

function MeetLink({
  eventId,
  participantId,
  name,
  refusal,
  labelKey = 'invitations.meet.none',
}: MeetLinkProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const state = meetButtonState(refusal);
  if (state === 'hidden') return null;
  if (state === 'disabled')
    return (
      <span className={styles.disabled}>
        <Button size="small" variant="secondary" disabled aria-describedby={reasonId}>
          {t('invitations.meet.none')}
        </Button>
        <span id={reasonId} className={styles.reason}>
          {t(`invitations.refusal.${refusal}`)}
        </span>
      </span>
    );
  return (
    <ButtonLink
      size="small"
      to={invitationPath(eventId, participantId)}
      aria-label={`${t(labelKey)}: ${name}`}
    >
      {t(labelKey)}
    </ButtonLink>
  );
}
