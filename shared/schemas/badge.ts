import { z } from 'zod';
import { eventIdSchema, requiredText } from './common';

/** Placeholders a badge template may hold as {Name} in its text objects (spec §3 Badge). */
export const BADGE_PLACEHOLDERS = [
  'FirstName',
  'LastName',
  'FullName',
  'Email',
  'WebSite',
  'Phone',
  'Company',
  'JobTitle',
  'ParticipantType',
  'TicketType',
  'TicketId',
  'City',
] as const;
export type BadgePlaceholder = (typeof BADGE_PLACEHOLDERS)[number];
export const badgeValues = z.record(z.enum(BADGE_PLACEHOLDERS), z.string());
export type BadgeValues = z.infer<typeof badgeValues>;

/** fabric.js canvas JSON (objects with type, left, top, text…); the QR of the ticket is an object with lanyardRole 'ticketQr'. */
export const fabricCanvasJson = z
  .object({ version: z.string().optional(), objects: z.array(z.record(z.string(), z.unknown())) })
  .catchall(z.unknown());

export const badgeTemplate = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  name: z.string(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  template: fabricCanvasJson,
  /** Bumped on every save; the printed flag is per ticket and version (DECISIONS 18). */
  version: z.number().int(),
  isDefault: z.boolean(),
});
export type BadgeTemplate = z.infer<typeof badgeTemplate>;

/** POST /v1/event/badge: an organizer creates (no id) or updates a template. */
export const badgeTemplateInput = z.object({
  eventId: eventIdSchema,
  id: z.string().optional(),
  name: requiredText.max(120),
  widthMm: z.number().int().min(20).max(300),
  heightMm: z.number().int().min(20).max(300),
  template: fabricCanvasJson,
  makeDefault: z.boolean().default(false),
});

export const badgeTemplateRef = z.object({ eventId: eventIdSchema, id: z.string().min(1) });
export const ticketRef = z.object({ eventId: eventIdSchema, ticketId: z.string().trim().min(1).max(100) });

/** POST /v1/digest/template: the template to print and this person's placeholder values. */
export const digestTemplate = z.object({
  template: badgeTemplate,
  values: badgeValues,
  /** DECISIONS 15 form: {PUBLIC_URL}/tickets/{ticketId}; the badge's QR encodes it. */
  ticketUrl: z.string(),
  printed: z.boolean(),
});
export type DigestTemplate = z.infer<typeof digestTemplate>;

/** GET /v1/event/participant/badge: the ticket's badge state. */
export const participantBadge = z.object({
  ticketId: z.string(),
  participantId: z.string(),
  templateId: z.string(),
  version: z.number().int(),
  printed: z.boolean(),
  printedAt: z.number().int().nullable(),
  printCount: z.number().int(),
});

/** POST /v1/event/participant/badge/printed: a station printed directly and records it. */
export const badgePrintedBody = z.object({
  eventId: eventIdSchema,
  ticketId: z.string().min(1),
  templateId: z.string().min(1),
  version: z.number().int(),
  printer: z.string().max(300).nullable(),
  forced: z.boolean().default(false),
});
