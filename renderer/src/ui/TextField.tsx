import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './TextField.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  /** An i18n key (the shared schemas' messages) or already translated text. */
  error?: string;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, revealable, type = 'text', id, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          ref={ref}
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          className={`${styles.input} ${revealable ? styles.withReveal : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((v) => !v)}
          >
            {revealed ? t('common.hidePassword') : t('common.showPassword')}
          </button>
        )}
      </div>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {t(error, { defaultValue: error })}
        </span>
      )}
    </div>
  );
});
