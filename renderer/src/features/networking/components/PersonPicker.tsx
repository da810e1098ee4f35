import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { fullName } from '@shared/rules/personName';
import type { ParticipantCard } from '@shared/schemas/participants';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { attendeesQuery } from '../api';
import { jobLine } from '../cardView';
import { NO_FILTERS } from '../directory';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import styles from './PersonPicker.module.css';

/** The picker lists this many people of the directory's first page; the search narrows it. */
const SHOWN = 8;

export interface PersonPickerProps {
  eventId: string;
  /** The field's label ("Guest", "Meet with"). */
  label: string;
  /** People who cannot be chosen (those already in the meeting), left out of the list. */
  exclude: readonly string[];
  value: ParticipantCard | null;
  onChange: (person: ParticipantCard) => void;
}

/**
 * Choose one person of the event (the meetings' modals: a guest, the other of a pre-booked meeting):
 * the directory's search (POST /v1/event/participant/search2, asked as typing pauses), its first
 * people as radios with their job line. Loading, failure with retry, and nobody found.
 */
export function PersonPicker({ eventId, label, exclude, value, onChange }: PersonPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), PARTICIPANT_SEARCH_DEBOUNCE_MS);
  const found = useInfiniteQuery(attendeesQuery(eventId, { ...NO_FILTERS, query }));
  const people = (found.data?.pages[0]?.results ?? []).filter((p) => !exclude.includes(p.id)).slice(0, SHOWN);

  return (
    <div className={styles.picker}>
      <TextField
        type="search"
        label={label}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('networking.personPicker.placeholder')}
        aria-controls={listId}
        autoComplete="off"
      />
      <div id={listId}>
        {found.isPending && <PageSpinner />}
        {found.isError && <LoadFailed error={found.error} onRetry={() => void found.refetch()} />}
        {found.isSuccess && people.length === 0 && (
          <p className={styles.empty} role="status">
            {t('networking.personPicker.none')}
          </p>
        )}
        {people.length > 0 && (
          <fieldset className={styles.list}>
            <legend className={styles.legend}>{t('networking.personPicker.legend')}</legend>
            {people.map((person) => {
              const job = jobLine(person, t);
              return (
                <label key={person.id} className={styles.person}>
                  <input
                    type="radio"
                    name={listId}
                    checked={value?.id === person.id}
                    onChange={() => onChange(person)}
                  />
                  <span className={styles.text}>
                    <span className={styles.name}>{fullName(person)}</span>
                    {job && <span className={styles.job}>{job}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
      </div>
    </div>
  );
}
