import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { millis } from './columns';

/*
 * The durable mail queue (docs/mail.md "Queue"): a mail a transaction decides to send is a row
 * written in that transaction, so it exists exactly when the change does and survives a crash;
 * any node's worker composes and sends it later (server/mail/mailQueue.ts) and deletes it.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: text('id').primaryKey(),
    /** Which handler composes it (server/mail/mailQueue.ts MailJobKind). */
    kind: text('kind').notNull(),
    /** What the handler composes the mails from, as it was when the change committed. */
    payload: jsonb('payload').notNull(),
    createdAt: millis('created_at').notNull(),
    /** Not before this instant: the next try after a failure. */
    runAfter: millis('run_after').notNull(),
    /** A worker holds it until then; a node that died while sending frees it this way. */
    lockedUntil: millis('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_jobs_due_idx').on(t.runAfter, t.createdAt)],
);
