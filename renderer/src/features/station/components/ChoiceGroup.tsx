import { useId } from 'react';
import styles from './fields.module.css';

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  value: V;
  choices: { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
}

/**
 * A radio group drawn as segmented tiles (each a real radio, so a screen reader hears a group). A
 * tile's label is the radio's name and its hint the description; the whole tile is clickable.
 */
export function ChoiceGroup<V extends string>({ legend, value, choices, onChange }: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <div key={choice.value} className={styles.choice}>
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
              />
              <span className={styles.choiceText}>
                <label htmlFor={id} className={styles.choiceLabel}>
                  {choice.label}
                </label>
                {choice.hint && (
                  <small id={`${id}-hint`} className={styles.choiceHint}>
                    {choice.hint}
                  </small>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
