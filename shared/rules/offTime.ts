import { TIME_PICKER_STEP_MINUTES } from '../constants';
import type { TimeSpan } from './sessionState';
import {
  addDays,
  dateInZone,
  isCalendarDate,
  isClockTime,
  minutesOfDay,
  resolveLocalTime,
} from './zonedTime';

/**
 * The off-time form (spec core §5 "Off-time form", §3 off-time payload): a date and a start and end
 * time on it, in a zone (the event's unless the user entered it in their own).
 *
 * DST: a time a DST gap skips (New York, 2026-03-08 02:00–02:59) is not offered and not accepted;
 * a time that happens twice (New York, 2026-11-01 01:00–01:59) means its first occurrence.
 * Off-time never crosses midnight: start and end are on the one date, start before end.
 */

/** The off-time payload's time fields (OffTimeBody without eventId and asParticipantId). */
export interface OffTimeInput {
  /** yyyy-LL-dd. */
  date: string;
  /** HH:mm. */
  startTime: string;
  endTime: string;
  timezone: string;
}

/** The form's fields; '' is not set. */
export type OffTimeForm = Pick<OffTimeInput, 'date' | 'startTime' | 'endTime'>;
export type OffTimeField = keyof OffTimeForm;

/** Message keys (renderer catalogues); the first four are those shared/schemas/sessions.ts uses. */
export type OffTimeErrorKey =
  | 'validation.error.required'
  | 'validation.error.date'
  | 'validation.error.time'
  | 'validation.error.timeStep'
  | 'validation.error.startBeforeEnd'
  | 'validation.error.dateOutOfRange'
  | 'validation.error.timeSkipped';

export interface OffTimeContext {
  now: number;
  /** The zone the form is in; the event's by default. */
  timeZone: string;
  /** The event's (real) end, UTC ms. */
  eventEndsAt: number;
  stepMinutes?: number;
}

export type OffTimeValidation =
  | { ok: true; value: OffTimeInput & TimeSpan }
  | { ok: false; errors: Partial<Record<OffTimeField, OffTimeErrorKey>> };

/**
 * The days the date list offers: today through the day after the event's last day, both in
 * `timeZone`. An end at exactly midnight belongs to the day before (as on the event card). Empty
 * once that day is over.
 */
export function offTimeDates(now: number, timeZone: string, eventEndsAt: number): string[] {
  const last = addDays(dateInZone(eventEndsAt - 1, timeZone), 1);
  const dates: string[] = [];
  for (let d = dateInZone(now, timeZone); d <= last; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * The times the pickers offer on a date, every `stepMinutes` from 00:00 to the last step before
 * midnight, less those a DST gap skips on that date in that zone.
 */
export function offTimeOptions(
  date: string,
  timeZone: string,
  stepMinutes: number = TIME_PICKER_STEP_MINUTES,
): string[] {
  const times: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) {
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    if (resolveLocalTime(date, time, timeZone).kind !== 'skipped') times.push(time);
  }
  return times;
}

/** The instants of an off-time (skipped times read as resolveLocalTime does; validate first). */
export function offTimeSpan(input: OffTimeInput): TimeSpan {
  return {
    startsAt: resolveLocalTime(input.date, input.startTime, input.timezone).instant,
    endsAt: resolveLocalTime(input.date, input.endTime, input.timezone).instant,
  };
}

/** The form's rules, one message per field; with no error, the payload and its instants. */
export function validateOffTime(form: OffTimeForm, ctx: OffTimeContext): OffTimeValidation {
  const step = ctx.stepMinutes ?? TIME_PICKER_STEP_MINUTES;
  const errors: Partial<Record<OffTimeField, OffTimeErrorKey>> = {};

  if (form.date === '') errors.date = 'validation.error.required';
  else if (!isCalendarDate(form.date)) errors.date = 'validation.error.date';
  else if (!offTimeDates(ctx.now, ctx.timeZone, ctx.eventEndsAt).includes(form.date))
    errors.date = 'validation.error.dateOutOfRange';

  for (const field of ['startTime', 'endTime'] as const) {
    const time = form[field];
    if (time === '') errors[field] = 'validation.error.required';
    else if (!isClockTime(time)) errors[field] = 'validation.error.time';
    else if (minutesOfDay(time) % step !== 0) errors[field] = 'validation.error.timeStep';
    else if (!errors.date && resolveLocalTime(form.date, time, ctx.timeZone).kind === 'skipped')
      errors[field] = 'validation.error.timeSkipped';
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const input: OffTimeInput = { ...form, timezone: ctx.timeZone };
  const span = offTimeSpan(input);
  if (form.startTime >= form.endTime || span.startsAt >= span.endsAt)
    return { ok: false, errors: { endTime: 'validation.error.startBeforeEnd' } };
  return { ok: true, value: { ...input, ...span } };
}
