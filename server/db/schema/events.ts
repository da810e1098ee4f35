import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, millis } from './columns';
import { users } from './users';

/* Events and who takes part in them: participant and ticket types, categories, booths, participants. */

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
    /**
     * The event's own tab list (spec core §3 tabs/tabsConfig: names from shared/rules/eventTabs.ts),
     * in order; its first entry is the default tab. Null: the standard tabs.
     */
    tabs: jsonb('tabs').$type<string[]>(),
    /** Spec core §3 limitTabs: non-organizers see only the tabs tabsConfig allows their type. */
    limitTabs: boolean('limit_tabs').notNull().default(false),
    /** Spec core §3 tabsConfig: participant type id → the tabs that type sees when limitTabs is on. */
    tabsConfig: jsonb('tabs_config').$type<Record<string, string[]>>().notNull().default({}),
    /**
     * Where the profile wizard leads when done (spec networking §2: "attendees, sessions or the
     * event's index page, for the configured events").
     */
    afterWizard: text('after_wizard', { enum: ['attendees', 'sessions', 'index'] })
      .notNull()
      .default('index'),
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
    /**
     * Whether participants may choose this type themselves (the wizard's participantType step, the
     * event profile). Off unless the organizer opens it: a type can carry rights (restricted sessions,
     * who may be invited), so taking one is never the default.
     */
    selfSelectable: boolean('self_selectable').notNull().default(false),
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
    /** Spec §5: how many options one answer may choose; null: no limit. */
    maxSelectableOptionCount: integer('max_selectable_option_count'),
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
    offer: text('offer'),
    seek: text('seek'),
    /** Social links, full URLs (spec §3 "some"). */
    some: jsonb('some')
      .$type<{
        facebook: string | null;
        twitter: string | null;
        instagram: string | null;
        linkedin: string | null;
      }>()
      .notNull()
      .default({ facebook: null, twitter: null, instagram: null, linkedin: null }),
    address: text('address'),
    location: text('location'),
    timezone: text('timezone'),
    teamSize: text('team_size'),
    industries: jsonb('industries').$type<string[]>().notNull().default([]),
    technologies: jsonb('technologies').$type<string[]>().notNull().default([]),
    /** The profile form's "values" (a reserved word in SQL, hence the column name). */
    personalValues: jsonb('personal_values').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    /** Spec §3 Speaker showSpeaker: false hides the speaker from the speakers list. */
    showSpeaker: boolean('show_speaker').notNull().default(true),
    categories: jsonb('categories')
      .$type<{ categoryId: string; selectedCategoryIds?: string[]; value?: string }[]>()
      .notNull()
      .default([]),
    /**
     * The select-type options chosen, as "categoryId:subCategoryId" (shared/rules/directoryColumns.ts
     * categoryChoiceKey), kept with categories: the match score counts the viewer's options this
     * array contains (server/services/directorySearchIndex.ts).
     */
    categoryChoices: text('category_choices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Folded text the directory search matches (shared/rules/searchText.ts searchDocument). */
    searchDocument: text('search_document').notNull().default(''),
    /** Folded full name the directory sorts by (shared/rules/matchmaking.ts nameSortKey), compared byte-wise. */
    nameKey: text('name_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('participants_event_idx').on(t.eventId),
    uniqueIndex('participants_event_user_key').on(t.eventId, t.userId),
    uniqueIndex('participants_event_ticket_key').on(t.eventId, t.ticketId),
    uniqueIndex('participants_event_ticket_number_key').on(t.eventId, t.ticketNumber),
  ],
);
