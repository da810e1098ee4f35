import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import { chatTextRefusal, normalizeChatText } from '@shared/rules/chatText';
import { Button } from '../../../ui/Button';
import styles from './Conversation.module.css';

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** The text as it is sent (normalized: spec §5 trimmed, blank lines collapsed). */
  onSend: (text: string) => void;
}

/**
 * The message input (spec networking §5, §9): it grows from 1 to 5 rows (the CSS caps it, then it
 * scrolls), Enter sends, Shift+Enter adds a line; a blank or over-long text is not sent
 * (chatTextRefusal, the server's own rule).
 */
export function Composer({ value, onChange, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const refusal = chatTextRefusal(value);

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

  return (
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
      <Button type="submit" disabled={refusal !== null}>
        {t('chat.send')}
      </Button>
      {refusal === 'tooLong' && (
        <p id={hintId} className={styles.tooLong}>
          {t('chat.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })}
        </p>
      )}
    </form>
  );
}
