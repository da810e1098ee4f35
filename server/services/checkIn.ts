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
import { AppError, notFound } from '../http/errors';
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
      error: { errorCode: string; errorMessage: string; details?: Record<string, unknown> };
    };

interface StoredResponse {
  request: RequestFingerprint;
  answer: Answer;
}

/** A refusal decided inside the transaction; it rolls back the savepoint that holds the writes. */
class Refusal extends Error {
  constructor(readonly outcome: Exclude<CheckInOutcome, 'checkedIn' | 'checkedOut' | 'ticketNotFound'>) {
    super(outcome);
  }
}

const refusalCodes = {
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

  /** Decides the scan and, when it is admitted, writes it. Runs inside the transaction. */
  async function decide(tx: Db, input: CheckInInput, area: AreaRow, at: number) {
    const repo = createCheckInRepository(tx);
    const found = await repo.findPerson(input.eventId, {
      ...(input.ticketId === undefined ? {} : { ticketId: input.ticketId }),
      ...(input.participantId === undefined ? {} : { participantId: input.participantId }),
    });
    if (!found) {
      return {
        outcome: 'ticketNotFound' as const,
        person: null,
        answer: {
          status: 404,
          error: { errorCode: ErrorCode.NotFound, errorMessage: 'Ticket not found' },
        } satisfies Answer,
      };
    }
    const person = toPerson(found);
    const refuse = (outcome: Refusal['outcome'], areaNow: AreaRow) => {
      const [errorCode, message] = refusalCodes[outcome];
      return {
        outcome,
        person,
        answer: {
          status: 409,
          error: {
            errorCode,
            errorMessage: message(person.fullName),
            details: { person, area: toArea(areaNow) },
          },
        } satisfies Answer,
      };
    };
    // A person of a type the area does not admit may still leave it (it may have changed since).
    if (input.checkIn && area.allowedPart.length > 0 && !area.allowedPart.includes(person.typeId)) {
      return refuse('wrongTicketType', area);
    }
    const { eventId, entityId: areaId } = input;
    let updated: AreaRow | null;
    try {
      updated = input.checkIn
        ? // The savepoint undoes the state flip when the area turns out to be full.
          await tx.transaction(async (sp) => {
            const inner = createCheckInRepository(sp);
            if (!(await inner.enter(eventId, areaId, person.participantId, at))) {
              throw new Refusal('alreadyCheckedIn');
            }
            const admitted = await inner.admit(eventId, areaId);
            if (!admitted) throw new Refusal('fullyOccupied');
            return admitted;
          })
        : (await repo.leave(eventId, areaId, person.participantId, at))
          ? await repo.release(eventId, areaId)
          : null;
      if (!updated) throw new Refusal('alreadyCheckedOut');
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      return refuse(err.outcome, (await repo.findArea(eventId, areaId)) ?? area);
    }
    const result: CheckInResult = {
      status: input.checkIn ? 'checkedIn' : 'checkedOut',
      person,
      area: toArea(updated),
      badgePrinted: person.ticketId === null ? false : await repo.badgePrinted(eventId, person.ticketId),
    };
    return { outcome: result.status, person, answer: { status: 200, result } satisfies Answer };
  }

  function deliver(answer: Answer): CheckInResult {
    if (answer.status === 200) return answer.result;
    const { errorCode, errorMessage, details } = answer.error;
    throw new AppError(answer.status, errorCode, errorMessage, undefined, details);
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
        if (!area) throw notFound('Area');
        const decided = await decide(tx, input, area, at);
        if (key !== undefined) {
          const stored: StoredResponse = { request, answer: decided.answer };
          await repo.storeAnswer(
            input.eventId,
            key,
            decided.answer.status,
            stored as unknown as Record<string, unknown>,
          );
        }
        await createScanLogRepository(tx).insert({
          id: randomUUID(),
          eventId: input.eventId,
          areaId: input.entityId,
          checkIn: input.checkIn,
          outcome: decided.outcome,
          scanned: input.ticketId ?? input.participantId ?? '',
          participantId: decided.person?.participantId ?? null,
          operatorUserId: userId,
          operatorName: staff.fullName,
          stationId: input.stationId || null,
          printer: input.printer,
          at,
        });
        return { replay: false as const, answer: decided.answer };
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
