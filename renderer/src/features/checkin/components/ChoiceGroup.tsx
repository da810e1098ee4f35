import { useId } from 'react';
import styles from './CheckinConsole.module.css';

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  value: V;
  choices: { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
}

/** A radio group drawn as segmented buttons (each a real radio, so a screen reader hears a group). */
export function ChoiceGroup<V extends string>({ legend, value, choices, onChange }: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.choiceText}>
              <span>{choice.label}</span>
              {choice.hint && <small className={styles.choiceHint}>{choice.hint}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
