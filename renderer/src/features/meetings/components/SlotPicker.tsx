import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotBusy, SlotForBoth } from '@shared/schemas/meetingSlots';
import { Alert } from '../../../ui/Alert';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import { formatDayHeading, TimeRange } from '../../sessions';
import { meetingSlotsQuery } from '../api';
import styles from './SlotPicker.module.css';

export interface SlotPickerProps {
  eventId: string;
  /** The other person of the meeting. */
  participantId: string;
  /** The meeting being moved: its own slot does not count as busy (a reschedule). */
  exceptMeetingId: string | null;
  /** The chosen slot's id. */
  value: string | null;
  /** A slot was chosen: its id, and the slot (its time, for a message that names it). */
  onChange: (slotId: string, slot: SlotForBoth) => void;
  /**
   * Pre-booking for two others (spec core §6 onbehalfmeeting): the first person, in my place, and
   * both names, which the reasons and messages say instead of "you" and "they".
   */
  onBehalf?: { participantId: string; names: { me: string; them: string } };
}

/**
 * The time-slot picker (spec core §4): day buttons, then that day's slots, the ones free for both
 * to choose; a slot busy for either says why on demand (whose agenda and what — never the other's
 * session names). Times are the event's (TimeRange: its zone, the user's beside when it differs).
 * When no slot is free for both, the server's message says why (no slots, no space in theirs,
 * no space in mine).
 */
export function SlotPicker({
  eventId,
  participantId,
  exceptMeetingId,
  value,
  onChange,
  onBehalf,
}: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const slots = useQuery(meetingSlotsQuery(eventId, participantId, exceptMeetingId, onBehalf?.participantId));
  const [chosenDay, setChosenDay] = useState<string | null>(null);

  if (slots.isPending) return <PageSpinner />;
  if (slots.isError) return <LoadFailed error={slots.error} onRetry={() => void slots.refetch()} />;
  const { days, timeZone, message } = slots.data;
  const day =
    days.find((d) => d.date === chosenDay) ?? days.find((d) => d.slots.some((s) => s.free)) ?? days[0];

  return (
    <div className={styles.picker}>
      {message && (
        <Alert kind={message === 'noSpaceTheirs' ? 'info' : 'error'}>
          {onBehalf
            ? t(`invitations.picker.onBehalf.${message}`, onBehalf.names)
            : t(`invitations.picker.${message}`)}
        </Alert>
      )}
      {days.length > 1 && (
        <div className={styles.days} role="group" aria-label={t('invitations.picker.days')}>
          {days.map((d) => (
            <button
              key={d.date}
              type="button"
              className={styles.day}
              aria-pressed={d.date === day?.date}
              onClick={() => setChosenDay(d.date)}
            >
              {formatDayHeading(d.date, i18n.language, 'short')}
            </button>
          ))}
        </div>
      )}
      {day && (
        <fieldset className={styles.slots}>
          <legend className={styles.legend}>
            {t('invitations.picker.legend', { day: formatDayHeading(day.date, i18n.language, 'long') })}
          </legend>
          {day.slots.map((slot) => (
            <SlotOption
              key={slot.id}
              slot={slot}
              timeZone={timeZone}
              checked={slot.id === value}
              onChoose={() => onChange(slot.id, slot)}
              names={onBehalf?.names}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}

interface SlotOptionProps {
  slot: SlotForBoth;
  timeZone: string;
  checked: boolean;
  onChoose: () => void;
  names: { me: string; them: string } | undefined;
}

function SlotOption({ slot, timeZone, checked, onChoose, names }: SlotOptionProps) {
  const { t } = useTranslation();
  const [why, setWhy] = useState(false);
  return (
    <div className={`${styles.slot} ${slot.free ? '' : styles.busy}`}>
      <label className={styles.option}>
        <input type="radio" name="slot" checked={checked} disabled={!slot.free} onChange={onChoose} />
        <TimeRange span={slot} eventTimeZone={timeZone} />
        {!slot.free && <span className={styles.taken}>{t('invitations.picker.busy')}</span>}
      </label>
      {!slot.free && (
        <button
          type="button"
          className={styles.whyButton}
          aria-expanded={why}
          onClick={() => setWhy((shown) => !shown)}
        >
          {t('invitations.picker.why')}
        </button>
      )}
      {why && (
        <ul className={styles.reasons}>
          {slot.busy.map((busy) => (
            <li key={`${busy.who}:${busy.kind}:${busy.id}`}>
              {names
                ? t(`invitations.picker.onBehalf.reason.${busy.kind}`, { name: names[busy.who] })
                : t(busyKey(busy))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "You have a session then", "They have a meeting then"… */
const busyKey = (busy: SlotBusy) => `invitations.picker.reason.${busy.who}.${busy.kind}`;
