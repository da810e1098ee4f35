import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { millis } from './columns';
import { events, participants } from './events';
import { users } from './users';

/*
 * The program and My Agenda (docs/sessions.md): sessions and their occurrences, agenda entries,
 * attendance, off-time and calendar feeds.
 */

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('normal'),
    description: text('description').notNull().default(''),
    location: text('location'),
    tracks: jsonb('tracks').$type<string[]>().notNull().default([]),
    speakers: jsonb('speakers').$type<string[]>().notNull().default([]),
    moderators: jsonb('moderators').$type<string[]>().notNull().default([]),
    translators: jsonb('translators').$type<string[]>().notNull().default([]),
    visibleToParticipant: boolean('visible_to_participant').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    restricted: boolean('restricted').notNull().default(false),
    allowedParticipants: jsonb('allowed_participants').$type<string[]>().notNull().default([]),
    blocking: boolean('blocking').notNull().default(false),
    externalLink: text('external_link'),
    offlineLink: text('offline_link'),
    onSite: boolean('on_site').notNull().default(false),
    confType: text('conf_type').notNull().default('auto'),
    /** When someone allowed to rehearse first pinged with rehearsal=true in the current pre-start window (docs/sessions.md). */
    rehearsalStartedAt: millis('rehearsal_started_at'),
  },
  (t) => [index('sessions_event_idx').on(t.eventId)],
);

export const sessionOccurrences = pgTable(
  'session_occurrences',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: millis('starts_at').notNull(),
    endsAt: millis('ends_at').notNull(),
    capacity: integer('capacity'),
    usedCapacity: integer('used_capacity').notNull().default(0),
  },
  (t) => [index('session_occurrences_session_idx').on(t.sessionId)],
);

/**
 * My Agenda: a participant's entry for one session occurrence. joined takes a seat of the
 * occurrence (used_capacity); pending is a request to join a blocking session, waiting for an
 * organizer; declined is the organizer's answer, kept so the user sees it. One entry per
 * participant and session (a session with several occurrences is attended once).
 */
export const agendaEntries = pgTable(
  'agenda_entries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => sessionOccurrences.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['joined', 'pending', 'declined'] }).notNull(),
    /** The user who decided a request (organizer) or added the entry on someone's behalf. */
    decidedBy: text('decided_by'),
    createdAt: millis('created_at').notNull(),
    updatedAt: millis('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('agenda_entries_participant_session_key').on(t.participantId, t.sessionId),
    uniqueIndex('agenda_entries_participant_occurrence_key').on(t.participantId, t.occurrenceId),
    index('agenda_entries_occurrence_idx').on(t.occurrenceId),
    index('agenda_entries_event_state_idx').on(t.eventId, t.state),
  ],
);

/** Who was in a session occurrence: last join time (ping, spec ljt) and session check-in. */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    occurrenceId: text('occurrence_id')
      .notNull()
      .references(() => sessionOccurrences.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    lastJoinAt: millis('last_join_at'),
    checkedInAt: millis('checked_in_at'),
  },
  (t) => [
    primaryKey({ columns: [t.participantId, t.occurrenceId] }),
    index('session_attendance_session_idx').on(t.sessionId),
  ],
);

/**
 * Off-time (spec _participant_off_): stored as UTC instants, with the wall-clock input and the
 * zone it was entered in, so the agenda can show it as the user typed it.
 */
export const offTimes = pgTable(
  'off_times',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    startsAt: millis('starts_at').notNull(),
    endsAt: millis('ends_at').notNull(),
    timezone: text('timezone').notNull(),
    /** The input: yyyy-LL-dd and HH:mm in timezone. */
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: millis('created_at').notNull(),
  },
  (t) => [index('off_times_participant_idx').on(t.participantId, t.startsAt)],
);

/** One calendar feed secret per user: GET /v1/calendar/{secret}.ics. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: millis('created_at').notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_key').on(t.secret)],
);
