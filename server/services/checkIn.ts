import type { z } from 'zod';
import type { ErrorNameWithStatus } from '@shared/errors';
import { fullName } from '@shared/rules/personName';
import {
  type CheckInOutcome,
  type CheckInPerson,
  type CheckInResult,
  type ScanLogEntry,
  type checkInBody,
  type scanLogQuery,
} from '@shared/schemas/checkin';
import { toArea, type AreaRow } from '../db/repositories/areas';
import {
  createCheckInRepository,
  type CheckInPersonRow,
  type CheckInRefusal,
} from '../db/repositories/checkIn';
import { createScanLogRepository } from '../db/repositories/scanLog';
import { conflict, invalidField, notFound, type AppError } from '../http/errors';
import type { AreasService } from './areas';
import { checkInOpenSince, checkInStaffRefused } from './access';
import type { AppDeps } from './deps';

export type CheckInInput = z.output<typeof checkInBody>;

export type CheckInServiceDeps = Pick<AppDeps, 'database' | 'access' | 'now'>;

type RefusalOutcome = Exclude<CheckInOutcome, 'checkedIn' | 'checkedOut' | 'ticketNotFound'>;

const refusals: Record<RefusalOutcome, readonly [ErrorNameWithStatus<409>, (name: string) => string]> = {
  alreadyCheckedIn: ['AlreadyCheckedIn', (name: string) => `${name} is already checked in`],
  alreadyCheckedOut: ['AlreadyCheckedOut', (name: string) => `${name} is already checked out`],
  fullyOccupied: ['FullyOccupied', (name: string) => `The area is full: ${name} cannot enter`],
  wrongTicketType: ['WrongTicketType', (name: string) => `${name}'s ticket type may not enter this area`],
} as const;

function toCheckInPerson(row: CheckInPersonRow): CheckInPerson {
  return {
    participantId: row.participantId,
    name: row.name,
    surname: row.surname,
    fullName: fullName(row),
    company: row.company,
    jobTitle: row.jobTitle,
    typeId: row.typeId,
    participantType: row.typeTexts?.en ?? Object.values(row.typeTexts ?? {})[0] ?? row.typeId,
    ticketId: row.ticketId,
    ticketNumber: row.ticketNumber,
    ticketType: row.ticketType,
  };
}

/**
 * Check-in and check-out at the doors (spec networking §3–§8, DECISIONS 16): the decision and its
 * writes (state flip, occupancy, scan log, the answer stored under the idempotency key) are one
 * database statement (repositories/checkIn.ts); this turns its record into the HTTP answer. The
 * concurrency argument for both engines is in docs/checkin.md.
 */
/** `areas` pushes the occupancy a check-in changed. */
export function createCheckInService(
  { database, access, now }: CheckInServiceDeps,
  areas: Pick<AreasService, 'publishAreas'>,
) {
  const scanLog = createScanLogRepository(database.db);
  const checkIns = createCheckInRepository(database.db);

  /** The body's idempotencyKey, else the Idempotency-Key header (same limits). */
  function idempotencyKeyOf(body: CheckInInput, header: string | undefined): string | undefined {
    if (header !== undefined && (header.length < 8 || header.length > 200)) {
      throw invalidField('Idempotency-Key', '8 to 200 characters');
    }
    if (body.idempotencyKey !== undefined && header !== undefined && body.idempotencyKey !== header) {
      throw invalidField('idempotencyKey', 'differs from the Idempotency-Key header');
    }
    return body.idempotencyKey ?? header;
  }

  function refused(reason: CheckInRefusal): AppError {
    switch (reason) {
      case 'areaNotFound':
        return notFound('Area', 'entityId');
      case 'keyReused':
        return conflict('StateConflict', 'idempotencyKey: already used for a different check-in', {
          field: 'idempotencyKey',
        });
      default:
        return checkInStaffRefused(reason);
    }
  }

  /**
   * The answer to a decided scan: the result, or the MST refusal naming the person. An unknown
   * person is 404 naming the field that was looked up (the first the scan sent).
   */
  function answer(
    outcome: CheckInOutcome,
    found: CheckInPersonRow | null,
    area: AreaRow,
    input: CheckInInput,
  ): CheckInResult {
    if (outcome === 'ticketNotFound' || !found) {
      const lookedUp = (['ticketId', 'ticketNumber'] as const).find((f) => input[f] !== undefined);
      throw notFound('Ticket', lookedUp ?? 'participantId');
    }
    const person = toCheckInPerson(found);
    if (outcome === 'checkedIn' || outcome === 'checkedOut') {
      return { status: outcome, person, area: toArea(area), badgePrinted: found.badgePrinted };
    }
    const [name, message] = refusals[outcome];
    throw conflict(name, message(person.fullName), { details: { person, area: toArea(area) } });
  }

  return {
    /** POST /v1/event/participant/checkIn. */
    async checkIn(userId: string, input: CheckInInput, idempotencyHeader?: string): Promise<CheckInResult> {
      const key = idempotencyKeyOf(input, idempotencyHeader);
      const at = now();
      const record = await checkIns.checkIn({
        eventId: input.eventId,
        areaId: input.entityId,
        checkIn: input.checkIn,
        ticketId: input.ticketId ?? null,
        ticketNumber: input.ticketNumber ?? null,
        participantId: input.participantId ?? null,
        userId,
        stationId: input.stationId || null,
        printer: input.printer,
        at,
        finishedBefore: checkInOpenSince(at),
        idempotencyKey: key ?? null,
      });
      if ('refused' in record) throw refused(record.refused);
      const admitted = record.outcome === 'checkedIn' || record.outcome === 'checkedOut';
      if (admitted && !record.replay) areas.publishAreas(input.eventId);
      return answer(record.outcome, record.person, record.area, input);
    },

    /** GET /v1/event/checkIn/log: organizers read every scan, newest first. */
    async log(userId: string, query: z.output<typeof scanLogQuery>): Promise<ScanLogEntry[]> {
      await access.require(userId, { permission: 'event.organizer', eventId: query.eventId });
      const rows = await scanLog.page({
        eventId: query.eventId,
        limit: query.limit,
        ...(query.areaId === undefined ? {} : { areaId: query.areaId }),
        ...(query.before === undefined ? {} : { before: query.before }),
      });
      return rows.map((r) => ({
        id: r.id,
        at: r.at,
        areaId: r.areaId,
        checkIn: r.checkIn,
        outcome: r.outcome as CheckInOutcome,
        scanned: r.scanned,
        person:
          r.participantId !== null && r.name !== null
            ? {
                participantId: r.participantId,
                fullName: fullName({ name: r.name, surname: r.surname }),
                ticketId: r.ticketId,
                ticketNumber: r.ticketNumber,
              }
            : null,
        operator: { userId: r.operatorUserId, name: r.operatorName },
        stationId: r.stationId,
        printer: r.printer,
      }));
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
