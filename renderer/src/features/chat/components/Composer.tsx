import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import { chatTextRefusal, normalizeChatText } from '@shared/rules/chatText';
import type { ChatContactCard } from '@shared/schemas/chat';
import { Button } from '../../../ui/Button';
import { UserIcon } from '../../../ui/icons';
import { ShareContactDialog } from './ShareContactDialog';
import styles from './Conversation.module.css';
import shareStyles from './ShareContactDialog.module.css';

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** The text as it is sent (normalized: spec §5 trimmed, blank lines collapsed). */
  onSend: (text: string) => void;
  /** The room's event (my profile there fills Share contact). */
  eventId: string;
  onShareContact: (contact: ChatContactCard) => void;
  /** Take the focus when shown: the room a draft's first message just opened. */
  focusOnOpen?: boolean;
}

/**
 * The message input (spec networking §5, §9): it grows from 1 to 5 rows (the CSS caps it, then it
 * scrolls), Enter sends, Shift+Enter adds a line; a blank or over-long text is not sent
 * (chatTextRefusal, the server's own rule).
 */
export function Composer({ value, onChange, onSend, eventId, onShareContact, focusOnOpen }: ComposerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const refusal = chatTextRefusal(value);
  const [sharing, setSharing] = useState(false);
  const wasSharing = useRef(false);

  // Share contact closed (sent or not): back to the input. This runs after the dialog has handed
  // focus back to the button that opened it.
  useEffect(() => {
    if (wasSharing.current && !sharing) ref.current?.focus();
    wasSharing.current = sharing;
  }, [sharing]);
  // Shown once: the conversation it continues had the focus in its input.
  useEffect(() => {
    if (focusOnOpen) ref.current?.focus();
  }, [focusOnOpen]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [value]);

  const send = () => {
    if (refusal) return;
    onSend(normalizeChatText(value));
    onChange('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  // The dialog stays out of the form: its own submit must not reach the composer's (React events
  // go up through portals).
  return (
    <>
      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <textarea
          ref={ref}
          rows={1}
          className={styles.input}
          value={value}
          aria-label={t('chat.composer')}
          placeholder={t('chat.placeholder')}
          aria-invalid={refusal === 'tooLong' || undefined}
          aria-describedby={refusal === 'tooLong' ? hintId : undefined}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="ghost"
          className={shareStyles.shareButton}
          title={t('chat.shareContact.open')}
          onClick={() => setSharing(true)}
        >
          <UserIcon />
          <span className="visually-hidden">{t('chat.shareContact.open')}</span>
        </Button>
        <Button type="submit" disabled={refusal !== null}>
          {t('chat.send')}
        </Button>
        {refusal === 'tooLong' && (
          <p id={hintId} className={styles.tooLong}>
            {t('chat.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })}
          </p>
        )}
      </form>
      {sharing && (
        <ShareContactDialog
          eventId={eventId}
          onShare={(contact) => {
            onShareContact(contact);
            setSharing(false);
          }}
          onClose={() => setSharing(false)}
        />
      )}
    </>
  );
}
