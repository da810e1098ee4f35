import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@shared/rules/personName';
import type { SessionPerson } from '@shared/schemas/person';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ChevronLeftIcon } from '../../../ui/icons';
import styles from './Conversation.module.css';

export interface ConversationHeaderProps {
  eventId: string;
  person: SessionPerson | undefined;
  onBack: (() => void) | undefined;
  pinned: boolean;
  /** Spec §4: not while the room holds only a draft (mayPin). */
  pinnable: boolean;
  pinning: boolean;
  onPin: () => void;
  /** Absent for a draft: there is no chat to delete yet. */
  onDeleteChat: (() => void) | undefined;
}

/** The person the conversation is with (their profile over the event's directory), pin and delete. */
export function ConversationHeader(props: ConversationHeaderProps) {
  const { eventId, person, onBack, pinned, pinnable, pinning, onPin, onDeleteChat } = props;
  const { t } = useTranslation();
  const reasonId = useId();
  const name = person ? fullName(person) : '';
  const job = person ? [person.jobTitle, person.company].filter(Boolean).join(', ') : '';
  return (
    <header className={styles.header}>
      {onBack && (
        <button type="button" className={styles.back} aria-label={t('chat.back')} onClick={onBack}>
          <ChevronLeftIcon />
        </button>
      )}
      <Avatar name={name} src={person?.profilePhoto ?? null} />
      <div className={styles.who}>
        <h2 className={styles.name}>
          {person ? <Link to={`/event/${eventId}/attendees/${person.participantId}`}>{name}</Link> : name}
        </h2>
        {job && <p className={styles.job}>{job}</p>}
      </div>
      <div className={styles.headerActions}>
        <Button
          size="small"
          variant="ghost"
          aria-pressed={pinned}
          disabled={!pinnable}
          loading={pinning}
          aria-describedby={pinnable ? undefined : reasonId}
          onClick={onPin}
        >
          {t(pinned ? 'chat.unpin' : 'chat.pin')}
        </Button>
        {!pinnable && (
          <span id={reasonId} className="visually-hidden">
            {t('errors.chat.MST-00152')}
          </span>
        )}
        {onDeleteChat && (
          <Button size="small" variant="ghost" onClick={onDeleteChat}>
            {t('chat.deleteChat')}
          </Button>
        )}
      </div>
    </header>
  );
}
