import { z } from 'zod';
import { eventIdSchema, text } from './common';
import { MAX_LENGTH } from './limits';

export const eventType = z.enum(['normal', 'online', 'hybrid']);

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
export const eventMe = z.object({
  participantId: z.string(),
  typeId: z.string(),
  organizer: z.boolean(),
  checkInAdmin: z.boolean(),
  boothId: z.string().nullable(),
  rights: z.array(z.string()),
});
export type EventMe = z.infer<typeof eventMe>;

export const participantTypeSummary = z.object({
  id: z.string(),
  /** Name per language code; the client picks the current language, else en. */
  texts: z.record(z.string(), z.string()),
});

/** GET /v1/event/details?id=: one event as its screens need it (the spec's "GET event" with an id). */
export const eventDetails = eventSummary.extend({
  me: eventMe,
  participantTypes: z.array(participantTypeSummary),
  ticketTypes: z.array(z.object({ typeId: z.string(), name: z.string() })),
  printers: z.array(z.object({ id: z.string(), label: z.string(), ip: z.string(), printType: z.string() })),
  defaultBadge: z.string().nullable(),
});
export type EventDetails = z.infer<typeof eventDetails>;
export const eventDetailsQuery = z.object({ id: eventIdSchema });
