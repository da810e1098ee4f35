import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { events, participants } from './events';

/*
 * Check-in (docs/checkin.md): areas, who is in which, the scan log and the answers by idempotency
 * key.
 */

/** Check-in areas; id allEvent is the venue entrance. */
export const areas = pgTable(
  'areas',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    capacityUsed: integer('capacity_used').notNull().default(0),
    allowedPart: jsonb('allowed_part').$type<string[]>().notNull().default([]),
    info: text('info'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/** Who is in which area now; one row per person and area, flipped by check-in and check-out. */
export const checkInStates = pgTable(
  'check_in_states',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    areaId: text('area_id').notNull(),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    checkedIn: boolean('checked_in').notNull(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.areaId, t.participantId] })],
);

/** Every scan, admitted or refused: who, which station, when, result. */
export const scanLog = pgTable(
  'scan_log',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    areaId: text('area_id').notNull(),
    checkIn: boolean('check_in').notNull(),
    outcome: text('outcome').notNull(),
    scanned: text('scanned').notNull(),
    participantId: text('participant_id'),
    operatorUserId: text('operator_user_id').notNull(),
    operatorName: text('operator_name').notNull(),
    stationId: text('station_id'),
    printer: text('printer'),
    at: millis('at').notNull(),
  },
  (t) => [index('scan_log_event_at_idx').on(t.eventId, t.at)],
);

/** Check-in answers by idempotency key, so a retried request gets the first answer. */
export const checkInRequests = pgTable(
  'check_in_requests',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    userId: text('user_id').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: millis('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.key] })],
);
