import { z } from 'zod';

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

export const eventListQuery = z.object({ query: z.string().trim().max(200).optional() });
export const eventList = z.array(eventSummary);

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
