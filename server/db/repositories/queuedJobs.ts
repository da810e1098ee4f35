import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queuedJobs } from '../schema';

export type QueuedJobRow = typeof queuedJobs.$inferSelect;

/** A job to write: due from `runAfter` (now), held by nobody. */
export interface NewQueuedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** When it was written, unique per node: among jobs due at once, the order they are done in. */
  createdAt: number;
  runAfter: number;
}

/** The queued_jobs row of a new job, in its columns' names (for a statement that writes rows as JSON). */
export const queuedJobColumns = (job: NewQueuedJob) => ({
  id: job.id,
  kind: job.kind,
  payload: job.payload,
  created_at: job.createdAt,
  run_after: job.runAfter,
  locked_until: null,
  attempts: 0,
  last_error: null,
});

/** The durable job queue's rows (server/queue/jobQueue.ts). */
export function createQueuedJobsRepository(db: Db) {
  return {
    async insert(row: NewQueuedJob): Promise<void> {
      await db.insert(queuedJobs).values(row);
    },

    /**
     * Takes up to `limit` due jobs nobody holds, oldest first, and holds them until `holdUntil`
     * (a try counted). SKIP LOCKED: two nodes claiming at once take different jobs.
     */
    async claim(now: number, holdUntil: number, limit: number): Promise<QueuedJobRow[]> {
      const due = db
        .select({ id: queuedJobs.id })
        .from(queuedJobs)
        .where(
          and(
            lte(queuedJobs.runAfter, now),
            or(isNull(queuedJobs.lockedUntil), lte(queuedJobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(queuedJobs.runAfter), asc(queuedJobs.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(queuedJobs)
        .set({ lockedUntil: holdUntil, attempts: sql`${queuedJobs.attempts} + 1` })
        .where(inArray(queuedJobs.id, due))
        .returning();
      // RETURNING keeps no order: the jobs go in the order they are due and were written.
      return claimed.sort((a, b) => a.runAfter - b.runAfter || a.createdAt - b.createdAt);
    },

    async remove(id: string): Promise<void> {
      await db.delete(queuedJobs).where(eq(queuedJobs.id, id));
    },

    /** Frees a job that failed for its next try at `runAfter`. */
    async retryLater(id: string, runAfter: number, lastError: string): Promise<void> {
      await db
        .update(queuedJobs)
        .set({ runAfter, lockedUntil: null, lastError })
        .where(eq(queuedJobs.id, id));
    },
  };
}
