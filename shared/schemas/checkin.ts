import { z } from 'zod';
import { eventIdSchema, idSchema, requiredText, text } from './common';
import { MAX_LENGTH, MAX_LIST_ITEMS } from './limits';

/** The venue entrance area (spec: areaList entry 'Venue entrance' with id allEvent). */
export const VENUE_ENTRANCE_ID = 'allEvent';

/** The name the server gives the venue entrance until organizers rename it. */
export const VENUE_ENTRANCE_NAME = 'Venue entrance';
export const area = z.object({
  id: z.string(),
  name: z.string(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  capacityUsed: z.number().int(),
  /** Participant type ids admitted; empty admits every type. */
  allowedPart: z.array(z.string()),
  info: z.string().nullable(),
});
export type Area = z.infer<typeof area>;

/** POST /v1/event/area: an organizer creates (no id) or updates an area. */
export const areaInput = z.object({
  eventId: eventIdSchema,
  id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  name: requiredText(MAX_LENGTH.name),
  capacity: z.number().int().min(1).max(1_000_000).nullable(),
  allowedPart: z.array(idSchema).max(MAX_LIST_ITEMS, { message: 'validation.error.tooMany' }).default([]),
  info: text(MAX_LENGTH.shortText).trim().nullable().default(null),
});
export const areaRef = z.object({ eventId: eventIdSchema, id: idSchema });
export const eventRef = z.object({ eventId: eventIdSchema });

/**
 * POST /v1/event/participant/checkIn. entityType 'area' with entityId the area id ('allEvent' is
 * the venue entrance). ticketId (the ticket's secret, from its QR URL), ticketNumber (what check-in
 * staff type: T-000123) or participantId names the person; when several are sent, all must name
 * the same person. idempotencyKey (or the Idempotency-Key header) makes a retried request return
 * the first answer.
 */
export const checkInBody = z
  .object({
    entityType: z.literal('area').default('area'),
    entityId: idSchema.default(VENUE_ENTRANCE_ID),
    checkIn: z.boolean(),
    eventId: eventIdSchema,
    /** The printer the station prints to, for the log; null when it prints nothing. */
    printer: text(MAX_LENGTH.shortText).nullable().default(null),
    ticketId: idSchema.optional(),
    ticketNumber: idSchema.optional(),
    participantId: idSchema.optional(),
    /** Which station scanned (kiosk or console id), for the scan log. */
    stationId: idSchema.optional(),
    idempotencyKey: text(200).min(8).optional(),
  })
  .refine((b) => b.ticketId !== undefined || b.ticketNumber !== undefined || b.participantId !== undefined, {
    message: 'validation.error.required',
    path: ['ticketId'],
  });
export type CheckInBody = z.input<typeof checkInBody>;

/** The person as the check-in result and the badge need them. */
const checkInPerson = z.object({
  participantId: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  typeId: z.string(),
  participantType: z.string(),
  /** The ticket's secret: check-in staff print it in the badge's QR. */
  ticketId: z.string().nullable(),
  /** The ticket's number, for people to read. */
  ticketNumber: z.string().nullable(),
  ticketType: z.string().nullable(),
});
export type CheckInPerson = z.infer<typeof checkInPerson>;

const checkInStatus = z.enum(['checkedIn', 'checkedOut']);
/** Result statuses of spec §4; the refusals arrive as errors with the MST codes of §8. */
export const checkInOutcome = z.enum([
  'checkedIn',
  'checkedOut',
  'alreadyCheckedIn',
  'alreadyCheckedOut',
  'fullyOccupied',
  'wrongTicketType',
  'ticketNotFound',
]);
export type CheckInOutcome = z.infer<typeof checkInOutcome>;

export const checkInResult = z.object({
  status: checkInStatus,
  person: checkInPerson,
  area,
  /** Whether this ticket's badge printed for the event's current default template version. */
  badgePrinted: z.boolean(),
});
export type CheckInResult = z.infer<typeof checkInResult>;

/** A refused check-in carries the person in the error's details for the warning toast. */
export const checkInErrorDetails = z.object({ person: checkInPerson.optional(), area: area.optional() });

export const scanLogEntry = z.object({
  id: z.string(),
  at: z.number().int(),
  areaId: z.string(),
  checkIn: z.boolean(),
  outcome: checkInOutcome,
  /** What was scanned or typed (ticket secret, ticket number or participant id). */
  scanned: z.string(),
  person: checkInPerson
    .pick({ participantId: true, fullName: true, ticketId: true, ticketNumber: true })
    .nullable(),
  operator: z.object({ userId: z.string(), name: z.string() }),
  stationId: z.string().nullable(),
  printer: z.string().nullable(),
});
export type ScanLogEntry = z.infer<typeof scanLogEntry>;

export const scanLogQuery = z.object({
  eventId: eventIdSchema,
  areaId: idSchema.optional(),
  before: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
