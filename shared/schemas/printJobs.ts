import { z } from 'zod';
import { eventIdSchema, idSchema, text } from './common';
import { MAX_LENGTH } from './limits';
import { digestTemplate } from './badge';

/** An event's printer entry (spec: label, ip, printType TXT, other, or 'none'). */
export const eventPrinter = z.object({
  id: z.string(),
  label: z.string(),
  ip: z.string(),
  printType: z.string(),
});
export type EventPrinter = z.infer<typeof eventPrinter>;

const serverPrintJobState = z.enum(['pending', 'claimed', 'printed', 'failed', 'cancelled']);
export type ServerPrintJobState = z.infer<typeof serverPrintJobState>;

/** A badge job of print mode "printQueue", addressed to one of the event's printers. */
export const serverPrintJob = z.object({
  id: z.string(),
  eventId: z.string(),
  printerId: z.string(),
  /** The ticket's secret (DECISIONS 15). */
  ticketId: z.string(),
  /** The ticket's number, for people to read (T-000123). */
  ticketNumber: z.string(),
  participantName: z.string(),
  templateId: z.string(),
  version: z.number().int(),
  /** DECISIONS 18 job key: event, ticket, template version. */
  key: z.string(),
  forced: z.boolean(),
  state: serverPrintJobState,
  stationId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ServerPrintJob = z.infer<typeof serverPrintJob>;

/** POST /v1/event/print/job: a console or kiosk asks for a badge on a printer (printQueue mode). */
export const createPrintJobBody = z.object({
  eventId: eventIdSchema,
  ticketId: idSchema,
  printerId: idSchema,
  /** Organizers only: print again although printed (spec printBadgeForced). */
  force: z.boolean().default(false),
});

/** POST /v1/event/print/job/claim: the print station that owns the printer takes the job. */
export const claimPrintJobBody = z.object({
  eventId: eventIdSchema,
  jobId: idSchema,
  stationId: idSchema,
});
export const claimedPrintJob = z.object({ job: serverPrintJob, badge: digestTemplate });

/** POST /v1/event/print/job/result: the station reports the outcome. */
export const printJobResultBody = z.object({
  eventId: eventIdSchema,
  jobId: idSchema,
  stationId: idSchema,
  state: z.enum(['printed', 'failed']),
  error: text(MAX_LENGTH.shortText).optional(),
});

export const printJobsQuery = z.object({
  eventId: eventIdSchema,
  printerId: idSchema.optional(),
  state: serverPrintJobState.optional(),
});
