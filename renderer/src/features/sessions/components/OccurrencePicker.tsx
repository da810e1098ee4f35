import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionOccurrence } from '@shared/schemas/sessions';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { seatsLeft } from '../sessionView';
import { TimeRange } from './TimeRange';
import styles from './OccurrencePicker.module.css';

export interface OccurrencePickerProps {
  sessionName: string;
  /** The occurrences I can take (availableSesArray). */
  occurrences: SessionOccurrence[];
  eventTimeZone: string;
  onPick: (occurrenceId: string) => void;
  onClose: () => void;
}

/** "Add session to agenda" (spec core §2 modals): one occurrence must be chosen (spec core §5). */
export function OccurrencePicker({
  sessionName,
  occurrences,
  eventTimeZone,
  onPick,
  onClose,
}: OccurrencePickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Modal title={t('sessions.picker.title')} onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) onPick(chosen);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sessions.picker.legend', { name: sessionName })}</legend>
          {occurrences.map((o) => {
            const left = seatsLeft([o]);
            return (
              <label key={o.id} className={styles.option}>
                <input
                  type="radio"
                  name="occurrence"
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => setChosen(o.id)}
                />
                <TimeRange span={o} eventTimeZone={eventTimeZone} withDate />
                {left !== null && (
                  <span className={styles.seats}>{t('sessions.seatsLeft', { count: left })}</span>
                )}
              </label>
            );
          })}
        </fieldset>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('sessions.picker.cancel')}
          </Button>
          <Button type="submit" disabled={!chosen}>
            {t('sessions.picker.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
