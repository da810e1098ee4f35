import { useId } from 'react';
import { MAX_LENGTH } from '@shared/schemas/limits';
import styles from './MessageField.module.css';

export interface MessageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The id of a note about the field (a hint of what is still missing). */
  describedBy?: string;
}

/** The message a flow action carries (spec core §4), a short text the other person reads. */
export function MessageField({ label, value, onChange, required, describedBy }: MessageFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        required={required}
        aria-describedby={describedBy}
        maxLength={MAX_LENGTH.shortText}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
