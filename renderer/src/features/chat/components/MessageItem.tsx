import { useTranslation } from 'react-i18next';
import { tickState } from '@shared/rules/chatRooms';
import { formatTime } from '@shared/rules/timeDisplay';
import { chatMeetingMessageType, chatContactCard, type ChatMessage } from '@shared/schemas/chat';
import { errorText } from '../../../api/errorMessage';
import { Button } from '../../../ui/Button';
import { addedNote } from '../addedNote';
import type { PendingMessage } from '../thread';
import { ContactCard } from './ContactCard';
import { MeetingCard } from './MeetingCard';
import { MessageText } from './MessageText';
import styles from './MessageItem.module.css';

/** What every message of one conversation shares. */
export interface MessageContext {
  eventId: string;
  /** My participant id in the room. */
  me: string;
  /** The other person: the sender of what is not mine, and whose invitation screen meeting cards open. */
  otherId: string;
  /** The others' seen marks (null: nothing seen, or their read receipts are off). */
  othersSeen: readonly (number | null)[];
  /** The ids of the requests I may still accept from their cards (openRequests.ts). */
  openRequests: ReadonlySet<string>;
  timeZone: string;
  onDelete: (message: ChatMessage) => void;
  /** Send a failed message again, with its id. */
  onRetry: (id: string) => void;
}

/** Spec §6: a participant deletes their own sent text or contact; meeting messages stay. */
const deletable = (m: ChatMessage, me: string) =>
  m.sndr === me && !m.deleted && (m.type === 'text' || m.type === 'contact');

function Body({ message, ctx }: { message: ChatMessage; ctx: MessageContext }) {
  const { t } = useTranslation();
  if (message.deleted) return <p className={styles.deleted}>{t('chat.deleted')}</p>;
  const meeting = chatMeetingMessageType.safeParse(message.type);
  if (meeting.success)
    return (
      <MeetingCard
        type={meeting.data}
        msg={message.msg}
        eventId={ctx.eventId}
        participantId={ctx.otherId}
        acceptable={ctx.openRequests.has(message.id)}
      />
    );
  const card = message.type === 'contact' ? chatContactCard.safeParse(message.det) : null;
  if (card?.success) return <ContactCard card={card.data} />;
  return (
    <p className={styles.text}>
      <MessageText text={message.msg} />
    </p>
  );
}

/** One sent message: its content, time, my ticks (spec §4 delivery) and Delete for my own; a note of who was added. */
export function SentMessage({ message, ctx }: { message: ChatMessage; ctx: MessageContext }) {
  const { t, i18n } = useTranslation();
  if (message.type === 'added') {
    return (
      <p className={styles.note} data-testid="chat-added">
        {addedNote(message, ctx.me, t, i18n.language)}
      </p>
    );
  }
  const mine = message.sndr === ctx.me;
  const tick = tickState(message, ctx.me, ctx.othersSeen);
  return (
    <div className={`${styles.message} ${mine ? styles.mine : ''}`} data-testid="chat-message">
      <div className={styles.bubble}>
        <Body message={message} ctx={ctx} />
        <p className={styles.meta}>
          <span>{formatTime(message.dt, ctx.timeZone, i18n.language)}</span>
          {tick && (
            <span className={styles.tick} data-testid="chat-tick" data-tick={tick}>
              <span aria-hidden="true">{tick === 'double' ? '✓✓' : '✓'}</span>
              <span className="visually-hidden">{t(tick === 'double' ? 'chat.seen' : 'chat.sent')}</span>
            </span>
          )}
        </p>
      </div>
      {deletable(message, ctx.me) && (
        <Button size="small" variant="ghost" className={styles.action} onClick={() => ctx.onDelete(message)}>
          {t('chat.deleteMessage')}
        </Button>
      )}
    </div>
  );
}

/** A message on its way (sending.ts): sending, waiting for the network, or refused with Retry. */
export function PendingMessageItem({ item, ctx }: { item: PendingMessage; ctx: MessageContext }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`${styles.message} ${styles.mine}`} data-testid="chat-message">
      <div className={`${styles.bubble} ${styles.pending}`}>
        {item.contact ? (
          <ContactCard card={item.contact} />
        ) : (
          <p className={styles.text}>
            <MessageText text={item.msg} />
          </p>
        )}
        <p className={styles.meta}>
          <span>{formatTime(item.dt, ctx.timeZone, i18n.language)}</span>
          <span>{t(`chat.outgoing.${item.state}`)}</span>
        </p>
      </div>
      {item.state === 'failed' && (
        <p className={styles.failed} role="alert">
          {/* No refusal kept: it was on its way when the page closed (pending.ts). */}
          {item.error === undefined ? t('chat.outgoing.interrupted') : errorText(item.error, t)}{' '}
          <Button size="small" variant="secondary" onClick={() => ctx.onRetry(item.id)}>
            {t('common.retry')}
          </Button>
        </p>
      )}
    </div>
  );
}
