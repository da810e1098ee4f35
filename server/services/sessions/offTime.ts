import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { validateOffTime } from '@shared/rules/offTime';
import type { AgendaRow, OffTime, offTimeBody, offTimeRef } from '@shared/schemas/sessions';
import type { OffTimeRow } from '../../db/repositories/offTimes';
import { invalidField, notFound } from '../../http/errors';
import type { SessionsContext } from './context';

/** Off-time: times a participant (or an organizer for them) marks as taken in their agenda. */
export function createOffTime({ repos, now, actingOn, requireEvent }: SessionsContext) {
  return {
    /**
     * POST /v1/event/schedule/participantOff: the form's date and times in `timezone`, stored as UTC
     * instants. The date must lie from today through the day after the event's end (in that zone).
     */
    async addOffTime(userId: string, body: z.output<typeof offTimeBody>): Promise<OffTime> {
      const target = await actingOn(userId, body.eventId, body.asParticipantId);
      const event = await requireEvent(body.eventId);
      const result = validateOffTime(
        { date: body.date, startTime: body.startTime, endTime: body.endTime },
        { now: now(), timeZone: body.timezone, eventEndsAt: event.endsAt },
      );
      if (!result.ok) {
        const [field, key] = Object.entries(result.errors)[0] ?? ['date', 'validation.error.date'];
        throw invalidField(field, key, { errors: result.errors });
      }
      const saved = await repos.offTimes.insertOffTime({
        id: randomUUID(),
        eventId: body.eventId,
        participantId: target.participantId,
        startsAt: result.value.startsAt,
        endsAt: result.value.endsAt,
        timezone: body.timezone,
        date: body.date,
        startTime: body.startTime,
        endTime: body.endTime,
        createdBy: userId,
        createdAt: now(),
      });
      return toOffTime(saved);
    },

    /** DELETE /v1/event/schedule/participantOff. */
    async deleteOffTime(userId: string, query: z.output<typeof offTimeRef>): Promise<{ ok: true }> {
      const target = await actingOn(userId, query.eventId, query.asParticipantId);
      if (!(await repos.offTimes.deleteOffTime(query.eventId, target.participantId, query.id))) {
        throw notFound('Off-time', 'id');
      }
      return { ok: true };
    },
  };
}

function toOffTime(o: OffTimeRow): OffTime {
  return {
    id: o.id,
    eventId: o.eventId,
    participantId: o.participantId,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    timezone: o.timezone,
  };
}

/** An off-time as a row of My Agenda. */
export function toOffTimeRow(o: OffTimeRow): AgendaRow {
  return {
    kind: 'offTime',
    key: `off:${o.id}`,
    id: o.id,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    timezone: o.timezone,
  };
}
