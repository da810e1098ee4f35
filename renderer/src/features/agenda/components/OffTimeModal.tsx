import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offTimeDates,
  offTimeOptions,
  validateOffTime,
  type OffTimeErrorKey,
  type OffTimeField,
  type OffTimeForm,
} from '@shared/rules/offTime';
import type { EventDetails } from '@shared/schemas/event';
import { formError } from '../../../api/errorMessage';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { formatDayHeading } from '../../sessions';
import { useOffTime } from '../hooks/useOffTime';
import styles from './OffTimeModal.module.css';

const OFF_TIME_FIELDS: readonly OffTimeField[] = ['date', 'startTime', 'endTime'];

export interface OffTimeModalProps {
  event: Pick<EventDetails, 'id' | 'endDateMillis'>;
  /** The zone the times are entered in: the one the agenda leads with. */
  timeZone: string;
  now: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Agenda off-time (spec core §2 modal "break", §5): a date from today through the day after the
 * event, start and end on the 15-minute grid, start before end (shared/rules/offTime.ts). A
 * refusal of the server about a field (its clock decides what "today" is) shows under that field.
 */
export function OffTimeModal({ event, timeZone, now, onClose, onSaved }: OffTimeModalProps) {
  const { t, i18n } = useTranslation();
  const dates = useMemo(
    () => offTimeDates(now, timeZone, event.endDateMillis),
    [now, timeZone, event.endDateMillis],
  );
  const [form, setForm] = useState<OffTimeForm>({ date: dates[0] ?? '', startTime: '', endTime: '' });
  /** The form's own checks of the last submit (i18n keys per field); null once they passed. */
  const [checkErrors, setCheckErrors] = useState<Partial<Record<OffTimeField, OffTimeErrorKey>> | null>(null);
  const { add } = useOffTime(event.id);
  const times = useMemo(() => (form.date ? offTimeOptions(form.date, timeZone) : []), [form.date, timeZone]);
  const ids = { date: useId(), start: useId(), end: useId() };

  // The server's refusal: under its field when it names one of ours, else below the fields.
  const failure = add.error ? formError(add.error, OFF_TIME_FIELDS, t) : null;
  const errors: Partial<Record<OffTimeField, string>> = checkErrors
    ? Object.fromEntries(Object.entries(checkErrors).map(([field, key]) => [field, t(key)]))
    : failure?.field
      ? { [failure.field]: failure.text }
      : {};
  const serverError = failure && !failure.field ? failure.text : null;

  const submit = () => {
    const result = validateOffTime(form, { now, timeZone, eventEndsAt: event.endDateMillis });
    if (!result.ok) {
      setCheckErrors(result.errors);
      return;
    }
    setCheckErrors(null);
    const { date, startTime, endTime, timezone } = result.value;
    add.mutate({ date, startTime, endTime, timezone }, { onSuccess: onSaved });
  };

  const field = (
    name: OffTimeField,
    id: string,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      >
        <option value="">{t('agenda.offTime.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[name] && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {errors[name]}
        </span>
      )}
    </div>
  );

  const timeOptions = times.map((time) => ({ value: time, label: time }));
  return (
    <Modal title={t('agenda.offTime.title')} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className={styles.hint}>{t('agenda.offTime.hint', { zone: timeZone })}</p>
        {field(
          'date',
          ids.date,
          t('agenda.offTime.date'),
          dates.map((d) => ({ value: d, label: formatDayHeading(d, i18n.language, 'long') })),
        )}
        <div className={styles.row}>
          {field('startTime', ids.start, t('agenda.offTime.start'), timeOptions)}
          {field('endTime', ids.end, t('agenda.offTime.end'), timeOptions)}
        </div>
        {serverError && (
          <p className={styles.serverError} role="alert">
            {serverError}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('agenda.offTime.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('agenda.offTime.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
