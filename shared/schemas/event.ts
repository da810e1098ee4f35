import { z } from 'zod';
import { eventIdSchema, text } from './common';
import { MAX_LENGTH } from './limits';

const eventType = z.enum(['normal', 'online', 'hybrid']);

/** An event as the event list shows it (spec core §3 Event, the fields the list needs). */
export const eventSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  eventType,
  timezone: z.string(),
  startDateMillis: z.number().int(),
  endDateMillis: z.number().int(),
  /** Real start and end instants (UTC ms); finished = one day after realEdt. */
  realSdt: z.number().int(),
  realEdt: z.number().int(),
  isFinished: z.boolean(),
  defaultLanguage: z.string(),
  images: z.object({ banner: z.string().nullable(), logo: z.string().nullable() }),
  indexPagePath: z.string(),
  participantId: z.string().nullable(),
  /** My booth in the event (spec core §3 me.boothId), null when none: its invitations are my team's. */
  boothId: z.string().nullable(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventListQuery = z.object({ query: text(MAX_LENGTH.query).trim().optional() });
export const eventList = z.array(eventSummary);

/** The path of GET /v1/public/domaininf/{domain}.json: a host name (at most 253 characters) and .json. */
export const domainDetailsParams = z.object({
  domain: z
    .string()
    .max(258)
    .regex(/^[a-z0-9.-]+\.json$/i),
});

/** GET /v1/public/domaininf/{domain}.json. branding is ours: the event-branded login needs it. */
export const domainDetails = z.object({
  id: z.string(),
  publicEvent: z.string().nullable(),
  indexPagePath: z.string(),
  useTicketIdForSignup: z.boolean(),
  branding: z
    .object({ name: z.string(), banner: z.string().nullable(), logo: z.string().nullable() })
    .nullable(),
});
export type DomainDetails = z.infer<typeof domainDetails>;

/** The signed-in user's participant record in an event (spec core §3 "me"). */
const eventMe = z.object({
  participantId: z.string(),
  typeId: z.string(),
  organizer: z.boolean(),
  checkInAdmin: z.boolean(),
  boothId: z.string().nullable(),
  rights: z.array(z.string()),
});
export type EventMe = z.infer<typeof eventMe>;

const participantTypeSummary = z.object({
  id: z.string(),
  /** Name per language code; the client picks the current language, else en. */
  texts: z.record(z.string(), z.string()),
  /** Category question ids this type is asked in its profile (empty: every question). */
  categories: z.array(z.string()),
  /** Type ids in the order this type prefers to meet them (DECISIONS 12). */
  priority: z.array(z.string()),
  /** Types this type may invite (spec networking §6 invite rule). */
  invitationRights: z.array(z.string()),
  maxMeetingCount: z.number().int().nullable(),
  disableGuest: z.boolean(),
  /** Participants may choose this type themselves (the wizard's type step offers these and their own). */
  selfSelectable: z.boolean(),
});
export type ParticipantTypeSummary = z.infer<typeof participantTypeSummary>;

/** A category question of the profile (spec networking §3: select with sub-categories, or text). */
const categoryQuestion = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['select', 'text']),
  isPrivate: z.boolean(),
  subCategories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Spec networking §5: options one answer may choose; null: no limit. */
  maxSelectableOptionCount: z.number().int().nullable(),
});
export type CategoryQuestion = z.infer<typeof categoryQuestion>;

/** colorsJson parsed (spec core §3): the event's colours, per participant type a background and text colour. */
export const eventColors = z.object({
  primary: z.string().nullable(),
  participantTypes: z.record(z.string(), z.object({ backgroundColor: z.string(), color: z.string() })),
});
export type EventColors = z.infer<typeof eventColors>;

/** GET /v1/event/details?id=: one event as its screens need it (the spec's "GET event" with an id). */
export const eventDetails = eventSummary.extend({
  me: eventMe,
  participantTypes: z.array(participantTypeSummary),
  ticketTypes: z.array(z.object({ typeId: z.string(), name: z.string() })),
  printers: z.array(z.object({ id: z.string(), label: z.string(), ip: z.string(), printType: z.string() })),
  defaultBadge: z.string().nullable(),
  /** Restricted events limit visibility and invitations by participant type (spec networking §6). */
  restricted: z.boolean(),
  colors: eventColors,
  /** The profile's category questions (booth questions are the expo's). */
  categories: z.array(categoryQuestion),
  /** Spec core §3 tabs: the event's own tab list in order (first = default tab); null: the standard tabs. */
  tabs: z.array(z.string()).nullable(),
  /** Spec core §3 limitTabs and tabsConfig: per participant type, the tabs it sees when limited. */
  limitTabs: z.boolean(),
  tabsConfig: z.record(z.string(), z.array(z.string())),
  /** Where the profile wizard leads when done (spec networking §2). */
  afterWizard: z.enum(['attendees', 'sessions', 'index']),
});
export type EventDetails = z.infer<typeof eventDetails>;
export const eventDetailsQuery = z.object({ id: eventIdSchema });
