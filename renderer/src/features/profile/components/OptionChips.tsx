import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleSelection } from '../selections';
import styles from './Fields.module.css';

export interface OptionChipsProps {
  legend: string;
  options: readonly { id: string; name: string }[];
  selected: readonly string[];
  /** maxSelectableOptionCount; none: no limit. */
  max: number | null;
  onChange: (selected: string[]) => void;
  /** Already translated (the form's check of the whole profile). */
  error?: string | undefined;
}

/**
 * A multiple choice drawn as chips, each a real checkbox. Checking one more than `max` is refused
 * with spec §5's message ("You already added {count} options…").
 */
export function OptionChips({ legend, options, selected, max, onChange, error }: OptionChipsProps) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;
  const toggle = (id: string) => {
    const result = toggleSelection(selected, id, max);
    setRefusal(result.refused ? t('validation.error.categoryLimit', { ...result.refused }) : null);
    if (!result.refused) onChange(result.selected);
  };
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{legend}</legend>
      {max ? <p className={styles.hint}>{t('profile.categories.limitHint', { max })}</p> : null}
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.id}>
            <label className={styles.chip}>
              <input
                type="checkbox"
                checked={selected.includes(option.id)}
                onChange={() => toggle(option.id)}
              />
              {option.name}
            </label>
          </li>
        ))}
      </ul>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
