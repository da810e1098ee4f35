import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mailJobs } from '../schema';

export type MailJobRow = typeof mailJobs.$inferSelect;

/** A job to write: due at once, held by nobody. */
export interface NewMailJob {
  id: string;
  kind: string;
  payload: unknown;
  createdAt: number;
}

/** The mail_jobs row of a new job, in its columns' names (for a statement that writes rows as JSON). */
export const mailJobColumns = (job: NewMailJob) => ({
  id: job.id,
  kind: job.kind,
  payload: job.payload,
  created_at: job.createdAt,
  run_after: job.createdAt,
  locked_until: null,
  attempts: 0,
  last_error: null,
});

/** The durable mail queue's rows (server/mail/mailQueue.ts). */
export function createMailJobsRepository(db: Db) {
  return {
    async insert(row: NewMailJob): Promise<void> {
      await db.insert(mailJobs).values({ ...row, runAfter: row.createdAt });
    },

    /**
     * Takes up to `limit` due jobs nobody holds, oldest first, and holds them until `holdUntil`
     * (a try counted). SKIP LOCKED: two nodes claiming at once take different jobs.
     */
    async claim(now: number, holdUntil: number, limit: number): Promise<MailJobRow[]> {
      const due = db
        .select({ id: mailJobs.id })
        .from(mailJobs)
        .where(
          and(lte(mailJobs.runAfter, now), or(isNull(mailJobs.lockedUntil), lte(mailJobs.lockedUntil, now))),
        )
        .orderBy(asc(mailJobs.runAfter), asc(mailJobs.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailJobs)
        .set({ lockedUntil: holdUntil, attempts: sql`${mailJobs.attempts} + 1` })
        .where(inArray(mailJobs.id, due))
        .returning();
    },

    async remove(id: string): Promise<void> {
      await db.delete(mailJobs).where(eq(mailJobs.id, id));
    },

    /** Frees a job that failed for its next try at `runAfter`. */
    async retryLater(id: string, runAfter: number, lastError: string): Promise<void> {
      await db.update(mailJobs).set({ runAfter, lockedUntil: null, lastError }).where(eq(mailJobs.id, id));
    },
  };
}
