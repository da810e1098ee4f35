import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from './columns';

/*
 * The durable job queue (docs/queue.md): work a transaction decides and that can wait a moment (a
 * mail, a chat card) is a row written in that transaction, so it exists exactly when the change does
 * and survives a crash; any node's worker does it later (server/queue/jobQueue.ts) and deletes it.
 */
export const queuedJobs = pgTable(
  'queued_jobs',
  {
    id: text('id').primaryKey(),
    /** Which handler does it (registered with jobQueue.handle). */
    kind: text('kind').notNull(),
    /** What the handler works from, as it was when the change committed. */
    payload: jsonb('payload').notNull(),
    createdAt: millis('created_at').notNull(),
    /** Not before this instant: the next try after a failure. */
    runAfter: millis('run_after').notNull(),
    /** A worker holds it until then; a node that died while sending frees it this way. */
    lockedUntil: millis('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('queued_jobs_due_idx').on(t.runAfter, t.createdAt)],
);
