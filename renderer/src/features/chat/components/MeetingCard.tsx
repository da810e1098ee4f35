import { useTranslation } from 'react-i18next';
import type { ChatMeetingMessageType } from '@shared/schemas/chat';
import { ButtonLink } from '../../../ui/Button';
import { CalendarIcon } from '../../../ui/icons';
import { invitationPath } from '../../meetings';
import { MessageText } from './MessageText';
import styles from './MessageItem.module.css';

export interface MeetingCardProps {
  type: ChatMeetingMessageType;
  msg: string;
  eventId: string;
  /** The other person of the room: the invitation screen is theirs and mine (spec core §2). */
  participantId: string;
  /** A request of theirs to me that is still open (openRequests.ts): Accept opens its accept step. */
  acceptable: boolean;
}

/**
 * A meeting message (spec networking §3 types mreq … lses), written by the meetings flow: what
 * happened, the text sent with it, and its actions — Accept on a request still open (the screen's
 * accept step, where the slot is picked), and the invitation screen, where the others are.
 */
export function MeetingCard({ type, msg, eventId, participantId, acceptable }: MeetingCardProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <p className={styles.cardTitle}>
        <CalendarIcon />
        {t(`chat.meeting.${type}`)}
      </p>
      {msg && (
        <p className={styles.text}>
          <MessageText text={msg} />
        </p>
      )}
      <span className={styles.cardActions}>
        {acceptable && (
          <ButtonLink size="small" to={invitationPath(eventId, participantId, 'accept')}>
            {t('chat.acceptRequest')}
          </ButtonLink>
        )}
        <ButtonLink size="small" variant="secondary" to={invitationPath(eventId, participantId)}>
          {t('chat.openInvitation')}
        </ButtonLink>
      </span>
    </div>
  );
}
