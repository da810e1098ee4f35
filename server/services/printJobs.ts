import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { PRINT_JOB_CLAIM_TIMEOUT_MS } from '@shared/constants';
import { fullName } from '@shared/rules/personName';
import { printJobKey } from '@shared/rules/printQueue';
import type {
  claimPrintJobBody,
  claimedPrintJob,
  createPrintJobBody,
  printJobResultBody,
  printJobsQuery,
  ServerPrintJob,
} from '@shared/schemas/printJobs';
import { createBadgesRepository } from '../db/repositories/badges';
import { createPrintJobsRepository } from '../db/repositories/printJobs';
import { conflict, invalidField, notFound } from '../http/errors';
import { badgeAlreadyPrinted, createBadgeDigests, forcedReprintForbidden } from './badges';
import type { AppDeps } from './deps';

type CreatePrintJobBody = z.output<typeof createPrintJobBody>;
type ClaimPrintJobBody = z.output<typeof claimPrintJobBody>;
type PrintJobResultBody = z.output<typeof printJobResultBody>;
type PrintJobsQuery = z.output<typeof printJobsQuery>;
type ClaimedPrintJob = z.infer<typeof claimedPrintJob>;

const LIST_LIMIT = 500;

/** The job is not this station's to claim or report (another holds it, or it has finished). */
const jobConflict = (message: string) => conflict('StateConflict', message, { field: 'jobId' });

/**
 * The server print queue of print mode "printQueue": consoles and kiosks queue a badge on one of
 * the event's printers; the print station that owns the printer hears of it on
 * printQueue/{eventId}/{printerId}, claims it, prints through its local queue and reports back.
 */
export function createPrintJobsService(
  deps: Pick<AppDeps, 'database' | 'config' | 'publish' | 'access' | 'now'>,
) {
  const { access, now } = deps;
  const db = deps.database.db;
  const repo = createPrintJobsRepository(db);
  const badges = createBadgesRepository(db);
  const digests = createBadgeDigests(db, deps.config);

  /** After every change: the printer's live jobs for its station, the job for whoever asked. */
  async function publishJob(job: ServerPrintJob): Promise<void> {
    const queue = await repo.liveForPrinter(job.eventId, job.printerId);
    await deps.publish('printQueue', { eventId: job.eventId, printerId: job.printerId }, queue);
    await deps.publish('printJob', { eventId: job.eventId, jobId: job.id }, job);
  }

  async function jobOf(eventId: string, jobId: string): Promise<ServerPrintJob> {
    const job = await repo.find(eventId, jobId);
    if (!job) throw notFound('Print job');
    return job;
  }

  return {
    /**
     * Queues the ticket's badge (the event's default template, current version) on a printer.
     * A live job of the same key is answered as is, so a double click queues one badge.
     */
    async create(userId: string, body: CreatePrintJobBody): Promise<ServerPrintJob> {
      const member = await access.require(userId, {
        permission: 'event.checkInStaff',
        eventId: body.eventId,
      });
      if (body.force && !member.organizer) throw forcedReprintForbidden();
      const printer = await repo.printer(body.eventId, body.printerId);
      if (!printer) throw notFound('Printer');
      if (printer.printType.toLowerCase() === 'none') {
        throw invalidField('printerId', `${printer.label} is not set up to print badges (printType none)`);
      }
      const holder = await digests.holder(body.eventId, { ticketId: body.ticketId });
      const template = await digests.defaultTemplate(body.eventId);
      const key = printJobKey(body.eventId, body.ticketId, template.id, template.version);

      const live = await repo.currentForKey(key);
      if (live && (live.state === 'pending' || live.state === 'claimed')) return live;
      if (
        !body.force &&
        (await badges.findPrint(body.eventId, body.ticketId, template.id, template.version))
      ) {
        throw badgeAlreadyPrinted(holder.participant.ticketNumber ?? body.ticketId);
      }
      const at = now();
      const job = await repo.insertPending({
        id: randomUUID(),
        eventId: body.eventId,
        printerId: printer.id,
        ticketId: body.ticketId,
        ticketNumber: holder.participant.ticketNumber ?? '',
        participantName: fullName(holder.participant),
        badgeId: template.id,
        version: template.version,
        key,
        forced: body.force,
        requestedBy: userId,
        createdAt: at,
        updatedAt: at,
      });
      if (!job) {
        // The unique live-key index refused the insert: a concurrent request queued it first.
        const winner = await repo.currentForKey(key);
        if (!winner) throw new Error(`print job ${key}: the live-key conflict left no job`);
        return winner;
      }
      await publishJob(job);
      return job;
    },

    async list(userId: string, query: PrintJobsQuery): Promise<ServerPrintJob[]> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: query.eventId });
      return repo.list(query.eventId, { printerId: query.printerId, state: query.state }, LIST_LIMIT);
    },

    /**
     * A station takes a job: pending, its own claim again (a retried request), or a claim older
     * than PRINT_JOB_CLAIM_TIMEOUT_MS. Exactly one of concurrent claimers wins; the others get 409.
     */
    async claim(userId: string, body: ClaimPrintJobBody): Promise<ClaimedPrintJob> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: body.eventId });
      const before = await jobOf(body.eventId, body.jobId);
      // Built first: a job whose ticket or template is gone fails here and stays claimable.
      const badge = await digests.forTicket(body.eventId, { ticketId: before.ticketId }, before.templateId);
      const at = now();
      const job = await repo.claim(
        body.eventId,
        body.jobId,
        body.stationId,
        at,
        at - PRINT_JOB_CLAIM_TIMEOUT_MS,
      );
      if (!job) {
        const current = await jobOf(body.eventId, body.jobId);
        throw jobConflict(
          current.state === 'claimed'
            ? `Print job ${body.jobId} is claimed by station ${current.stationId ?? '?'}`
            : `Print job ${body.jobId} is ${current.state}`,
        );
      }
      await publishJob(job);
      const print = await badges.findPrint(job.eventId, job.ticketId, job.templateId, job.version);
      return { job, badge: { ...badge, printed: print !== null } };
    },

    /**
     * The claiming station reports. printed → the badge's printed flag (with the job's forced
     * flag); failed → the error is kept, and asking for the badge again queues a new job.
     */
    async result(userId: string, body: PrintJobResultBody): Promise<ServerPrintJob> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: body.eventId });
      const at = now();
      const job = await db.transaction(async (tx) => {
        const finished = await createPrintJobsRepository(tx).finish(
          body.eventId,
          body.jobId,
          body.stationId,
          {
            state: body.state,
            error: body.state === 'failed' ? (body.error ?? 'The print station reported a failure') : null,
            at,
          },
        );
        if (finished?.state === 'printed') {
          await createBadgesRepository(tx).addPrint({
            eventId: finished.eventId,
            ticketId: finished.ticketId,
            badgeId: finished.templateId,
            version: finished.version,
            printer: finished.printerId,
            forced: finished.forced,
            at,
          });
        }
        return finished;
      });
      if (!job) {
        const current = await jobOf(body.eventId, body.jobId);
        throw jobConflict(
          current.state === 'claimed'
            ? `Print job ${body.jobId} is claimed by station ${current.stationId ?? '?'}, not ${body.stationId}`
            : `Print job ${body.jobId} is ${current.state}, not claimed by ${body.stationId}`,
        );
      }
      await publishJob(job);
      return job;
    },
  };
}
