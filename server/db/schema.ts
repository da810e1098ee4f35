import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Instants are UTC milliseconds (DECISIONS 8). */
const millis = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () =>
  millis('created_at')
    .notNull()
    .default(sql`(extract(epoch from now()) * 1000)::bigint`);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    timezone: text('timezone'),
    phone: text('phone'),
    profilePhotoPath: text('profile_photo_path'),
    uiSettings: jsonb('ui_settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_username_key').on(t.username)],
);

/** The local identity pool: one credential per user. */
export const credentials = pgTable('credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: millis('locked_until'),
  updatedAt: createdAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: millis('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: millis('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** Refresh tokens, identity (pool) and app, stored by id so they can be revoked. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['identity', 'app'] }).notNull(),
    expiresAt: millis('expires_at').notNull(),
    revokedAt: millis('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    eventType: text('event_type', { enum: ['normal', 'online', 'hybrid'] }).notNull(),
    timezone: text('timezone').notNull(),
    startsAt: millis('starts_at').notNull(),
    endsAt: millis('ends_at').notNull(),
    defaultLanguage: text('default_language').notNull().default('en'),
    banner: text('banner'),
    logo: text('logo'),
    indexPagePath: text('index_page_path').notNull().default('attendees'),
    /** DECISIONS 2: per-event landing instead of hard-coded ids. */
    landingPath: text('landing_path'),
    /** Host name that opens this event's branded login (host-based mode). */
    domain: text('domain'),
    isPublic: boolean('is_public').notNull().default(false),
    useTicketIdForSignup: boolean('use_ticket_id_for_signup').notNull().default(false),
    restricted: boolean('restricted').notNull().default(false),
    translationString: jsonb('translation_string').$type<Record<string, Record<string, string>>>(),
    colors: jsonb('colors').$type<Record<string, unknown>>(),
    defaultBadge: text('default_badge'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('events_domain_key').on(t.domain), index('events_starts_idx').on(t.startsAt)],
);

export const participantTypes = pgTable(
  'participant_types',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    index: integer('index').notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /** Type ids in the order this type prefers to meet them (matching rank, DECISIONS 12). */
    priority: jsonb('priority').$type<string[]>().notNull().default([]),
    maxMeetingCount: integer('max_meeting_count'),
    disableGuest: boolean('disable_guest').notNull().default(false),
    invitationRights: jsonb('invitation_rights').$type<string[]>().notNull().default([]),
    organizer: boolean('organizer').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

export const categories = pgTable(
  'categories',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['select', 'text'] }).notNull(),
    forBooth: boolean('for_booth').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    subCategories: jsonb('sub_categories').$type<{ id: string; name: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

export const booths = pgTable('booths', {
  id: text('id').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  boothName: text('booth_name').notNull(),
  boothType: text('booth_type').notNull().default('exhibitor'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  website: text('website'),
  location: text('location'),
  ownerParticipantId: text('owner_participant_id'),
});

export const participants = pgTable(
  'participants',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null for ticket holders who have not signed up yet. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    typeId: text('type_id').notNull(),
    /**
     * The ticket's unguessable secret (DECISIONS 15, shared/rules/ticketSecret.ts): what its QR URL,
     * ticket sign-up and pre-registration carry. Proof of holding the ticket.
     */
    ticketId: text('ticket_id'),
    /** The ticket's number for people to read and check-in staff to type (T-000123); proves nothing. */
    ticketNumber: text('ticket_number'),
    ticketTypeId: text('ticket_type_id'),
    boothId: text('booth_id'),
    organizer: boolean('organizer').notNull().default(false),
    organizerRole: text('organizer_role'),
    checkInAdmin: boolean('check_in_admin').notNull().default(false),
    rights: jsonb('rights').$type<string[]>().notNull().default([]),
    state: text('state').notNull().default('active'),
    present: text('present', { enum: ['venue', 'online'] }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    company: text('company'),
    jobTitle: text('job_title'),
    city: text('city'),
    website: text('website'),
    phone: text('phone'),
    biography: text('biography'),
    categories: jsonb('categories')
      .$type<{ categoryId: string; selectedCategoryIds?: string[]; value?: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('participants_event_idx').on(t.eventId),
    uniqueIndex('participants_event_user_key').on(t.eventId, t.userId),
    uniqueIndex('participants_event_ticket_key').on(t.eventId, t.ticketId),
    uniqueIndex('participants_event_ticket_number_key').on(t.eventId, t.ticketNumber),
  ],
);

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

export const printers = pgTable('printers', {
  id: text('id').primaryKey(),
  eventId: text('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' }),
  label: text('label').notNull(),
  ip: text('ip').notNull(),
  printType: text('print_type').notNull(),
});

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
