import styles from './Fields.module.css';

export interface ChoiceChipsProps<V extends string> {
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  /** '' when nothing is chosen yet. */
  value: V | '';
  onChange: (value: V) => void;
  /** Already translated. */
  error?: string | undefined;
}

/** One choice among a few (presence, participant type): radios drawn as chips. */
export function ChoiceChips<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: ChoiceChipsProps<V>) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
