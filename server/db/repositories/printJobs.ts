import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ServerPrintJob, ServerPrintJobState } from '@shared/schemas/printJobs';
import type { Db } from '../client';
import { printers, printJobs } from '../schema';

export type PrintJobInsert = Omit<typeof printJobs.$inferInsert, 'state' | 'stationId' | 'error'>;

/** A job as the contract names it: the template is templateId (badge_id in the table). */
const jobColumns = {
  id: printJobs.id,
  eventId: printJobs.eventId,
  printerId: printJobs.printerId,
  ticketId: printJobs.ticketId,
  ticketNumber: printJobs.ticketNumber,
  participantName: printJobs.participantName,
  templateId: printJobs.badgeId,
  version: printJobs.version,
  key: printJobs.key,
  forced: printJobs.forced,
  state: printJobs.state,
  stationId: printJobs.stationId,
  error: printJobs.error,
  createdAt: printJobs.createdAt,
  updatedAt: printJobs.updatedAt,
};

const LIVE_STATES: ServerPrintJobState[] = ['pending', 'claimed'];

/** Server print jobs (print mode "printQueue") and the printers they are addressed to. */
export function createPrintJobsRepository(db: Db) {
  return {
    async printer(eventId: string, printerId: string) {
      const [row] = await db
        .select()
        .from(printers)
        .where(and(eq(printers.eventId, eventId), eq(printers.id, printerId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts a pending job unless a live (pending or claimed) job holds the same key: the unique
     * partial index print_jobs_live_key decides, so two racing requests queue one badge. Answers
     * null when the key was taken.
     */
    async insertPending(job: PrintJobInsert): Promise<ServerPrintJob | null> {
      const [row] = await db
        .insert(printJobs)
        .values({ ...job, state: 'pending' })
        .onConflictDoNothing()
        .returning(jobColumns);
      return row ?? null;
    },

    /** The live job of a key, else the newest job of that key (it may have finished meanwhile). */
    async currentForKey(key: string): Promise<ServerPrintJob | null> {
      const [row] = await db
        .select(jobColumns)
        .from(printJobs)
        .where(eq(printJobs.key, key))
        .orderBy(
          sql`case when ${printJobs.state} in ('pending', 'claimed') then 0 else 1 end`,
          desc(printJobs.createdAt),
        )
        .limit(1);
      return row ?? null;
    },

    async find(eventId: string, jobId: string): Promise<ServerPrintJob | null> {
      const [row] = await db
        .select(jobColumns)
        .from(printJobs)
        .where(and(eq(printJobs.eventId, eventId), eq(printJobs.id, jobId)))
        .limit(1);
      return row ?? null;
    },

    /** The event's jobs, newest first, optionally of one printer and state. */
    async list(
      eventId: string,
      filter: { printerId?: string | undefined; state?: ServerPrintJobState | undefined },
      limit: number,
    ): Promise<ServerPrintJob[]> {
      return db
        .select(jobColumns)
        .from(printJobs)
        .where(
          and(
            eq(printJobs.eventId, eventId),
            filter.printerId === undefined ? undefined : eq(printJobs.printerId, filter.printerId),
            filter.state === undefined ? undefined : eq(printJobs.state, filter.state),
          ),
        )
        .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
        .limit(limit);
    },

    /** A printer's pending and claimed jobs, oldest first: what its print station has to do. */
    async liveForPrinter(eventId: string, printerId: string): Promise<ServerPrintJob[]> {
      return db
        .select(jobColumns)
        .from(printJobs)
        .where(
          and(
            eq(printJobs.eventId, eventId),
            eq(printJobs.printerId, printerId),
            inArray(printJobs.state, LIVE_STATES),
          ),
        )
        .orderBy(asc(printJobs.createdAt), asc(printJobs.id));
    },

    /**
     * Claims a job for a station in one statement, so of concurrent claimers exactly one wins: a
     * pending job, the station's own claim again (a retried request), or a claim whose station
     * went quiet before `staleBefore`. Answers null when the job was not claimable.
     */
    async claim(
      eventId: string,
      jobId: string,
      stationId: string,
      at: number,
      staleBefore: number,
    ): Promise<ServerPrintJob | null> {
      const [row] = await db
        .update(printJobs)
        .set({ state: 'claimed', stationId, updatedAt: at })
        .where(
          and(
            eq(printJobs.eventId, eventId),
            eq(printJobs.id, jobId),
            or(
              eq(printJobs.state, 'pending'),
              and(
                eq(printJobs.state, 'claimed'),
                or(eq(printJobs.stationId, stationId), lt(printJobs.updatedAt, staleBefore)),
              ),
            ),
          ),
        )
        .returning(jobColumns);
      return row ?? null;
    },

    /** Ends a job the station holds; null when it is not claimed by that station. */
    async finish(
      eventId: string,
      jobId: string,
      stationId: string,
      outcome: { state: 'printed' | 'failed'; error: string | null; at: number },
    ): Promise<ServerPrintJob | null> {
      const [row] = await db
        .update(printJobs)
        .set({ state: outcome.state, error: outcome.error, updatedAt: outcome.at })
        .where(
          and(
            eq(printJobs.eventId, eventId),
            eq(printJobs.id, jobId),
            eq(printJobs.state, 'claimed'),
            eq(printJobs.stationId, stationId),
          ),
        )
        .returning(jobColumns);
      return row ?? null;
    },
  };
}

export type PrintJobsRepository = ReturnType<typeof createPrintJobsRepository>;
