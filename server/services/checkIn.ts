import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors';
import {
  VENUE_ENTRANCE_ID,
  type CheckInOutcome,
  type CheckInPerson,
  type CheckInResult,
  type ScanLogEntry,
  type checkInBody,
  type scanLogQuery,
} from '../../shared/schemas/checkin';
import type { Db } from '../db/client';
import { createAreasRepository, toArea, type AreaRow } from '../db/repositories/areas';
import { createCheckInRepository, type PersonRow } from '../db/repositories/checkIn';
import { createScanLogRepository } from '../db/repositories/scanLog';
import { AppError } from '../http/errors';
import type { AreasService } from './areas';
import type { EventAccess, EventMember } from './eventAccess';
import type { ServiceDeps } from '.';

export type CheckInInput = z.output<typeof checkInBody>;

export interface CheckInServiceDeps extends Pick<ServiceDeps, 'database'> {
  access: EventAccess;
  areas: Pick<AreasService, 'publishAreas'>;
  now: () => number;
}

/** What a retried request must repeat to get the stored answer. */
interface RequestFingerprint {
  areaId: string;
  checkIn: boolean;
  ticketId: string | null;
  participantId: string | null;
}

/** The answer stored per idempotency key: HTTP status and body, success or MST refusal. */
type Answer =
  | { status: 200; result: CheckInResult }
  | {
      status: 404 | 409;
      error: { errorCode: string; errorMessage: string; field?: string; details?: Record<string, unknown> };
    };

interface StoredResponse {
  request: RequestFingerprint;
  answer: Answer;
}

type RefusalOutcome = Exclude<CheckInOutcome, 'checkedIn' | 'checkedOut' | 'ticketNotFound'>;

const refusalCodes: Record<RefusalOutcome, readonly [string, (name: string) => string]> = {
  alreadyCheckedIn: [ErrorCode.AlreadyCheckedIn, (name: string) => `${name} is already checked in`],
  alreadyCheckedOut: [ErrorCode.AlreadyCheckedOut, (name: string) => `${name} is already checked out`],
  fullyOccupied: [ErrorCode.FullyOccupied, (name: string) => `The area is full: ${name} cannot enter`],
  wrongTicketType: [
    ErrorCode.WrongTicketType,
    (name: string) => `${name}'s ticket type may not enter this area`,
  ],
} as const;

function toPerson(row: PersonRow): CheckInPerson {
  const fullName = `${row.name} ${row.surname}`.trim();
  return {
    participantId: row.participantId,
    name: row.name,
    surname: row.surname,
    fullName,
    company: row.company,
    jobTitle: row.jobTitle,
    typeId: row.typeId,
    participantType: row.typeTexts?.en ?? Object.values(row.typeTexts ?? {})[0] ?? row.typeId,
    ticketId: row.ticketId,
    ticketType: row.ticketType,
  };
}

/**
 * Check-in and check-out at the doors (spec networking §3–§8, DECISIONS 16): one transaction per
 * scan that decides, writes, stores the answer under the idempotency key and logs the scan. The
 * concurrency argument for both engines is in docs/checkin.md.
 */
export function createCheckInService({ database, access, areas, now }: CheckInServiceDeps) {
  const scanLog = createScanLogRepository(database.db);

  /** The body's idempotencyKey, else the Idempotency-Key header (same limits). */
  function idempotencyKeyOf(body: CheckInInput, header: string | undefined): string | undefined {
    if (header !== undefined && (header.length < 8 || header.length > 200)) {
      throw new AppError(
        400,
        ErrorCode.ValidationFailed,
        'Idempotency-Key: 8 to 200 characters',
        'Idempotency-Key',
      );
    }
    if (body.idempotencyKey !== undefined && header !== undefined && body.idempotencyKey !== header) {
      throw new AppError(
        400,
        ErrorCode.ValidationFailed,
        'idempotencyKey: differs from the Idempotency-Key header',
        'idempotencyKey',
      );
    }
    return body.idempotencyKey ?? header;
  }

  /** The area, locked for the transaction; the venue entrance is created on first use. */
  async function lockArea(tx: Db, eventId: string, areaId: string): Promise<AreaRow | null> {
    const repo = createCheckInRepository(tx);
    const area = await repo.lockArea(eventId, areaId);
    if (area || areaId !== VENUE_ENTRANCE_ID) return area;
    await createAreasRepository(tx).ensureVenueEntrance(eventId);
    return repo.lockArea(eventId, areaId);
  }

  /**
   * Decides the scan inside the transaction and writes it: the state flip, the occupancy counter
   * and the scan log entry (through logScan). Refusals write nothing but the log entry.
   */
  async function decide(
    tx: Db,
    input: CheckInInput,
    area: AreaRow,
    at: number,
    logScan: (outcome: CheckInOutcome, person: CheckInPerson | null) => Promise<void>,
  ): Promise<Answer> {
    const repo = createCheckInRepository(tx);
    const found = await repo.findPerson(input.eventId, {
      ...(input.ticketId === undefined ? {} : { ticketId: input.ticketId }),
      ...(input.participantId === undefined ? {} : { participantId: input.participantId }),
    });
    if (!found) {
      await logScan('ticketNotFound', null);
      return {
        status: 404,
        error: { errorCode: ErrorCode.NotFound, errorMessage: 'Ticket not found', field: 'ticketId' },
      };
    }
    const person = toPerson(found);
    const refuse = async (outcome: RefusalOutcome, areaNow: AreaRow): Promise<Answer> => {
      await logScan(outcome, person);
      const [errorCode, message] = refusalCodes[outcome];
      return {
        status: 409,
        error: {
          errorCode,
          errorMessage: message(person.fullName),
          details: { person, area: toArea(areaNow) },
        },
      };
    };
    const admitted = (status: CheckInResult['status'], areaNow: AreaRow): Answer => ({
      status: 200,
      result: { status, person, area: toArea(areaNow), badgePrinted: found.badgePrinted },
    });
    const { eventId, entityId: areaId } = input;

    if (!input.checkIn) {
      // Anyone inside may leave, whatever types the area admits now.
      if (!(await repo.leave(eventId, areaId, person.participantId, at))) {
        return refuse('alreadyCheckedOut', area);
      }
      await logScan('checkedOut', person);
      return admitted('checkedOut', (await repo.release(eventId, areaId)) ?? area);
    }

    if (area.allowedPart.length > 0 && !area.allowedPart.includes(person.typeId)) {
      return refuse('wrongTicketType', area);
    }
    // Everything is written before the area's guarded counter, the one row every scan at this
    // door contends for; when the area is full, the savepoint takes the writes back.
    await repo.beginAdmission();
    if (!(await repo.enter(eventId, areaId, person.participantId, at))) {
      return refuse('alreadyCheckedIn', area);
    }
    await logScan('checkedIn', person);
    const counted = await repo.admit(eventId, areaId);
    if (!counted) {
      await repo.undoAdmission();
      return refuse('fullyOccupied', (await repo.findArea(eventId, areaId)) ?? area);
    }
    return admitted('checkedIn', counted);
  }

  function deliver(answer: Answer): CheckInResult {
    if (answer.status === 200) return answer.result;
    const { errorCode, errorMessage, field, details } = answer.error;
    throw new AppError(answer.status, errorCode, errorMessage, field, details);
  }

  return {
    /** POST /v1/event/participant/checkIn. */
    async checkIn(userId: string, input: CheckInInput, idempotencyHeader?: string): Promise<CheckInResult> {
      const staff: EventMember = await access.requireCheckInStaff(userId, input.eventId);
      const key = idempotencyKeyOf(input, idempotencyHeader);
      const request: RequestFingerprint = {
        areaId: input.entityId,
        checkIn: input.checkIn,
        ticketId: input.ticketId ?? null,
        participantId: input.participantId ?? null,
      };
      const at = now();

      const outcome = await database.db.transaction(async (tx) => {
        const repo = createCheckInRepository(tx);
        if (key !== undefined && !(await repo.claimKey({ eventId: input.eventId, key, userId, at }))) {
          const stored = await repo.findAnswer(input.eventId, key);
          const response = stored?.response as StoredResponse | undefined;
          if (!stored || !response || stored.userId !== userId || !sameRequest(response.request, request)) {
            throw new AppError(
              409,
              ErrorCode.ValidationFailed,
              'idempotencyKey: already used for a different check-in',
              'idempotencyKey',
            );
          }
          return { replay: true as const, answer: response.answer };
        }
        const area = await lockArea(tx, input.eventId, input.entityId);
        if (!area) throw new AppError(404, ErrorCode.NotFound, 'Area not found', 'entityId');
        const log = createScanLogRepository(tx);
        const answer = await decide(tx, input, area, at, (outcome, person) =>
          log.insert({
            id: randomUUID(),
            eventId: input.eventId,
            areaId: input.entityId,
            checkIn: input.checkIn,
            outcome,
            scanned: input.ticketId ?? input.participantId ?? '',
            participantId: person?.participantId ?? null,
            operatorUserId: userId,
            operatorName: staff.fullName,
            stationId: input.stationId || null,
            printer: input.printer,
            at,
          }),
        );
        if (key !== undefined) {
          const stored: StoredResponse = { request, answer };
          await repo.storeAnswer(
            input.eventId,
            key,
            answer.status,
            stored as unknown as Record<string, unknown>,
          );
        }
        return { replay: false as const, answer };
      });

      if (!outcome.replay && outcome.answer.status === 200) await areas.publishAreas(input.eventId);
      return deliver(outcome.answer);
    },

    /** GET /v1/event/checkIn/log: organizers read every scan, newest first. */
    async log(userId: string, query: z.output<typeof scanLogQuery>): Promise<ScanLogEntry[]> {
      await access.requireOrganizer(userId, query.eventId);
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
                fullName: `${r.name} ${r.surname ?? ''}`.trim(),
                ticketId: r.ticketId,
              }
            : null,
        operator: { userId: r.operatorUserId, name: r.operatorName },
        stationId: r.stationId,
        printer: r.printer,
      }));
    },
  };
}

function sameRequest(a: RequestFingerprint, b: RequestFingerprint): boolean {
  return (
    a.areaId === b.areaId &&
    a.checkIn === b.checkIn &&
    a.ticketId === b.ticketId &&
    a.participantId === b.participantId
  );
}

export type CheckInService = ReturnType<typeof createCheckInService>;
