import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { area, checkInOutcome } from '@shared/schemas/checkin';
import type { Db } from '../client';
import type { AreaRow } from './areas';
import { personRow } from './participants';

/** The person a scan named, as lanyard_check_in answers them: the person row, their type and ticket. */
const checkInPersonRow = personRow.omit({ profilePhoto: true }).extend({
  typeId: z.string(),
  typeTexts: z.record(z.string(), z.string()).nullable(),
  ticketId: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  ticketType: z.string().nullable(),
  /** A badge_prints row exists for the event's default template at its current version. */
  badgePrinted: z.boolean(),
});
export type CheckInPersonRow = z.infer<typeof checkInPersonRow>;

const areaRow = area.extend({ eventId: z.string() }) satisfies z.ZodType<AreaRow>;

/** Why lanyard_check_in did nothing at all. */
const checkInRefusal = z.enum(['notMember', 'notStaff', 'eventFinished', 'areaNotFound', 'keyReused']);
export type CheckInRefusal = z.infer<typeof checkInRefusal>;

/**
 * What lanyard_check_in answers (server/db/functions/lanyard_check_in.sql),
 * parsed like any other input: a change to the function that the server does not expect fails here,
 * by name, instead of travelling on as a wrong type.
 */
const checkInRecord = z.union([
  z.object({ refused: checkInRefusal }),
  z.object({
    outcome: checkInOutcome,
    person: checkInPersonRow.nullable(),
    area: areaRow,
    /** The stored answer of an earlier request under the same idempotency key. */
    replay: z.literal(true).optional(),
  }),
]);
export type CheckInRecord = z.infer<typeof checkInRecord>;

/** Both drivers answer a raw query as { rows }; the function answers one row. */
const checkInAnswer = z.object({ rows: z.tuple([z.object({ result: checkInRecord })]) });

export interface CheckInCall {
  eventId: string;
  areaId: string;
  checkIn: boolean;
  /** The ticket's secret (a scanned ticket URL). */
  ticketId: string | null;
  /** The ticket's number, as check-in staff type it; the function admits staff only. */
  ticketNumber: string | null;
  participantId: string | null;
  userId: string;
  stationId: string | null;
  printer: string | null;
  at: number;
  /** Check-in admins may act while the event ended at or after this instant. */
  finishedBefore: number;
  idempotencyKey: string | null;
}

/**
 * One check-in or check-out: the whole decision and its writes run in the database as one
 * statement (lanyard_check_in), so a scan costs one round trip and holds the area's lock only
 * while the database itself works. Business rules in SQL are the exception (CONVENTIONS §14): why
 * this one is, measured, and the concurrency argument are in docs/checkin.md.
 */
export function createCheckInRepository(db: Db) {
  return {
    async checkIn(call: CheckInCall): Promise<CheckInRecord> {
      const answer = await db.execute(
        sql`select lanyard_check_in(${call.eventId}::text, ${call.areaId}::text, ${call.checkIn}::boolean,
          ${call.ticketId}::text, ${call.ticketNumber}::text, ${call.participantId}::text, ${call.userId}::text,
          ${call.stationId}::text, ${call.printer}::text, ${call.at}::bigint,
          ${call.finishedBefore}::bigint, ${call.idempotencyKey}::text) as result`,
      );
      return checkInAnswer.parse(answer).rows[0].result;
    },
  };
}
