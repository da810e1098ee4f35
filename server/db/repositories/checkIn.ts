import { sql } from 'drizzle-orm';
import type { CheckInOutcome } from '@shared/schemas/checkin';
import type { Db } from '../client';
import type { AreaRow } from './areas';

export interface PersonRow {
  participantId: string;
  name: string;
  surname: string;
  company: string | null;
  jobTitle: string | null;
  typeId: string;
  typeTexts: Record<string, string> | null;
  ticketId: string | null;
  ticketNumber: string | null;
  ticketType: string | null;
  /** A badge_prints row exists for the event's default template at its current version. */
  badgePrinted: boolean;
}

/** Why lanyard_check_in did nothing at all. */
export type CheckInRefusal = 'notMember' | 'notStaff' | 'eventFinished' | 'areaNotFound' | 'keyReused';

/** What lanyard_check_in answers (server/db/migrations/0005_ticket_secrets.sql, first made in 0004). */
export type CheckInRecord =
  | { refused: CheckInRefusal }
  | {
      refused?: undefined;
      outcome: CheckInOutcome;
      person: PersonRow | null;
      area: AreaRow;
      /** The stored answer of an earlier request under the same idempotency key. */
      replay?: true;
    };

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
 * while the database itself works. The concurrency argument is in docs/checkin.md.
 */
export function createCheckInRepository(db: Db) {
  return {
    async checkIn(call: CheckInCall): Promise<CheckInRecord> {
      // Both drivers answer a raw query as { rows }; Db's result type is engine-neutral (unknown).
      const { rows } = (await db.execute(
        sql`select lanyard_check_in(${call.eventId}::text, ${call.areaId}::text, ${call.checkIn}::boolean,
          ${call.ticketId}::text, ${call.ticketNumber}::text, ${call.participantId}::text, ${call.userId}::text,
          ${call.stationId}::text, ${call.printer}::text, ${call.at}::bigint,
          ${call.finishedBefore}::bigint, ${call.idempotencyKey}::text) as result`,
      )) as unknown as { rows: { result: CheckInRecord }[] };
      const row = rows[0];
      if (!row) throw new Error('lanyard_check_in answered no row');
      return row.result;
    },
  };
}
