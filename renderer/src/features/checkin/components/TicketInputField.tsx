import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { useTypedTicketInput } from '../hooks/useTypedTicketInput';
import { fieldStyles } from '../../station';
import styles from './CheckinConsole.module.css';

export interface TicketInputFieldProps {
  onText: (text: string) => void;
  /** The submit button's text ("Check in" / "Check out"). */
  submitLabel: string;
  busy?: boolean;
  autoFocus?: boolean;
}

/**
 * A ticket id or URL typed, pasted or scanned into a field: Enter processes it at once, otherwise
 * it is processed a second after the last change (useTypedTicketInput).
 */
export function TicketInputField({ onText, submitLabel, busy, autoFocus }: TicketInputFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const input = useTypedTicketInput(onText);

  return (
    <form className={styles.ticketForm} onSubmit={input.onSubmit}>
      <label htmlFor={inputId} className={fieldStyles.legend}>
        {t('checkin.input.label')}
      </label>
      <div className={styles.ticketRow}>
        <input
          id={inputId}
          className={styles.ticketInput}
          value={input.value}
          onChange={input.onChange}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="T-000123"
          aria-describedby={hintId}
          // The console exists to take this input; a keyboard-wedge scanner types into the focus.
          autoFocus={autoFocus}
        />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
      <small id={hintId} className={fieldStyles.choiceHint}>
        {t('checkin.input.hint')}
      </small>
    </form>
  );
}
