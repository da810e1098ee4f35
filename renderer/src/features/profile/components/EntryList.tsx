import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { addEntry } from '../selections';
import styles from './Fields.module.css';

export interface EntryListProps {
  label: string;
  entries: readonly string[];
  /** Entries allowed at most (industries and values: 8); none: the body's list bound. */
  max?: number;
  onChange: (entries: string[]) => void;
  /** Already translated. */
  error?: string | undefined;
}

/** A free list typed one entry at a time (industries, technologies, values), each removable. */
export function EntryList({ label, entries, max, onChange, error }: EntryListProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;
  const add = () => {
    const result = addEntry(entries, typed, max);
    setRefusal(result.refused ? t('validation.error.maxSelections', { max: result.refused.max }) : null);
    if (result.refused) return;
    onChange(result.list);
    setTyped('');
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {max ? <p className={styles.hint}>{t('profile.entries.limitHint', { max })}</p> : null}
      {entries.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {entries.map((entry) => (
            <li key={entry} className={styles.entry}>
              {entry}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('profile.entries.remove', { entry })}
                onClick={() => {
                  setRefusal(null);
                  onChange(entries.filter((e) => e !== entry));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <input
          id={inputId}
          className={styles.box}
          value={typed}
          aria-invalid={message ? true : undefined}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter adds the entry instead of submitting the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} aria-label={t('profile.entries.addTo', { label })}>
          {t('profile.entries.add')}
        </Button>
      </div>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
