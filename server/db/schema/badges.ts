import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { events } from './events';

/* Badge templates and the printed flag per ticket and template version (docs/badges.md). */

export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  type: text('type').notNull().default('badge'),
  name: text('name').notNull(),
  widthMm: integer('width_mm').notNull(),
  heightMm: integer('height_mm').notNull(),
  /** fabric.js canvas JSON of the front side. */
  template: jsonb('template').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
});

/** The printed flag per ticket and template version (DECISIONS 18). */
export const badgePrints = pgTable(
  'badge_prints',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: text('ticket_id').notNull(),
    badgeId: text('badge_id').notNull(),
    version: integer('version').notNull(),
    printedAt: millis('printed_at').notNull(),
    printer: text('printer'),
    forced: boolean('forced').notNull().default(false),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.ticketId, t.badgeId, t.version] })],
);
