import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { events } from './events';

/* The event's printers and the server print queue (docs/badges.md). */

export const printers = pgTable('printers', {
  id: text('id').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  ip: text('ip').notNull(),
  printType: text('print_type').notNull(),
});

/** Server-side badge jobs of print mode "printQueue", picked up by the printer's print station. */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    printerId: text('printer_id').notNull(),
    ticketId: text('ticket_id').notNull(),
    /** The ticket's number when the job was made, for the print station's list. */
    ticketNumber: text('ticket_number').notNull(),
    participantName: text('participant_name').notNull(),
    badgeId: text('badge_id').notNull(),
    version: integer('version').notNull(),
    key: text('key').notNull(),
    forced: boolean('forced').notNull().default(false),
    state: text('state', { enum: ['pending', 'claimed', 'printed', 'failed', 'cancelled'] }).notNull(),
    stationId: text('station_id'),
    error: text('error'),
    requestedBy: text('requested_by').notNull(),
    createdAt: millis('created_at').notNull(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [
    index('print_jobs_printer_idx').on(t.eventId, t.printerId, t.state),
    // At most one live (pending or claimed) job per key: a double click queues one badge.
    uniqueIndex('print_jobs_live_key')
      .on(t.key)
      .where(sql`state in ('pending', 'claimed')`),
  ],
);
