import { z } from 'zod';
import type { IpcDomain } from './contract';
import { printerUri } from './printers';

/** The text layout a TXT (ESC/POS) printer gets instead of a rendered badge. */
export const textBadge = z.object({
  name: z.string(),
  company: z.string().optional(),
  type: z.string().optional(),
  ticketId: z.string(),
  /** Printed as a QR code. */
  ticketUrl: z.url(),
});
export type TextBadge = z.infer<typeof textBadge>;

/** What is printed: a rendered PDF or PNG for IPP printers, or the text badge for ESC/POS. */
const printDocument = z.discriminatedUnion('format', [
  z.object({ format: z.literal('application/pdf'), data: z.instanceof(Uint8Array) }),
  z.object({ format: z.literal('image/png'), data: z.instanceof(Uint8Array) }),
  z.object({ format: z.literal('text/x-badge'), badge: textBadge }),
]);
export type PrintDocument = z.infer<typeof printDocument>;

export const printRequest = z.object({
  /**
   * DECISIONS 18: event, ticket and template version, e.g. "evt:T-000123:v3". A key that printed
   * once is never printed again unless force is set (an organizer's forced reprint).
   */
  key: z.string().min(1).max(300),
  printerUri,
  jobName: z.string().min(1).max(200),
  copies: z.number().int().min(1).max(10).default(1),
  document: printDocument,
  force: z.boolean().default(false),
});
export type PrintRequest = z.input<typeof printRequest>;

const jobState = z.enum(['queued', 'sending', 'printed', 'failed', 'cancelled']);
export type JobState = z.infer<typeof jobState>;

export const queueJob = z.object({
  id: z.string(),
  key: z.string(),
  printerUri,
  jobName: z.string(),
  copies: z.number().int(),
  format: z.string(),
  state: jobState,
  attempts: z.number().int(),
  /** Why the last attempt did not print (printer offline, media-empty…). */
  lastError: z.string().optional(),
  /** While queued after a failure: when the next attempt is due (back-off). */
  nextAttemptAt: z.number().int().optional(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type QueueJob = z.infer<typeof queueJob>;

const enqueueResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('queued'), job: queueJob }),
  /** The key printed before and force was not set: nothing was queued. */
  z.object({ outcome: z.literal('alreadyPrinted'), job: queueJob }),
  /** A job with this key is queued or sending: it is returned instead of a second one. */
  z.object({ outcome: z.literal('alreadyQueued'), job: queueJob }),
]);
export type EnqueueResult = z.infer<typeof enqueueResult>;

export const queueIpc = {
  enqueue: { args: z.tuple([printRequest]), result: enqueueResult },
  list: { args: z.tuple([]), result: z.array(queueJob) },
  retry: { args: z.tuple([z.string()]), result: queueJob },
  cancel: { args: z.tuple([z.string()]), result: queueJob },
} satisfies IpcDomain;
