import { z } from 'zod';
import { eventIdSchema, idSchema, requiredText, text } from './common';
import { MAX_LENGTH, MAX_TEMPLATE_OBJECTS } from './limits';

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
const badgeValues = z.record(z.enum(BADGE_PLACEHOLDERS), z.string());
export type BadgeValues = z.infer<typeof badgeValues>;

/**
 * fabric.js canvas JSON (objects with type, left, top, text…); the QR of the ticket is an object with
 * lanyardRole 'ticketQr'. The canvas keeps what the renderer draws (fabric's version, the
 * background colour, the objects); other top-level keys are dropped, not stored. Bounded: at most
 * MAX_TEMPLATE_OBJECTS objects, the request's nesting limit (MAX_JSON_DEPTH) and 1 MB in all (the
 * body limit; the service checks the stored size).
 */
const fabricCanvasJson = z.object({
  version: text(MAX_LENGTH.id).optional(),
  background: text(MAX_LENGTH.id).optional(),
  objects: z
    .array(z.record(text(MAX_LENGTH.templateKey), z.unknown()))
    .max(MAX_TEMPLATE_OBJECTS, { message: 'validation.error.tooMany' }),
});

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
  id: idSchema.optional(),
  name: requiredText(MAX_LENGTH.name),
  widthMm: z.number().int().min(20).max(300),
  heightMm: z.number().int().min(20).max(300),
  template: fabricCanvasJson,
  makeDefault: z.boolean().default(false),
});

export const badgeTemplateRef = z.object({ eventId: eventIdSchema, id: idSchema });
/** A ticket by its secret (DECISIONS 15), as a scanned ticket URL carries it. */
export const ticketRef = z.object({ eventId: eventIdSchema, ticketId: idSchema });

/**
 * POST /v1/digest/template's body: the ticket by its secret, or by the number staff type (an
 * organizer previewing a badge, the console's manual entry); the route is for check-in staff only.
 */
export const ticketLookup = z
  .object({ eventId: eventIdSchema, ticketId: idSchema.optional(), ticketNumber: idSchema.optional() })
  .refine((b) => b.ticketId !== undefined || b.ticketNumber !== undefined, {
    message: 'validation.error.required',
    path: ['ticketId'],
  });

/** POST /v1/digest/template: the template to print and this person's placeholder values. */
export const digestTemplate = z.object({
  template: badgeTemplate,
  values: badgeValues,
  /** DECISIONS 15 form: {PUBLIC_URL}/tickets/{ticket secret}; the badge's QR encodes it. */
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
  ticketId: idSchema,
  templateId: idSchema,
  version: z.number().int(),
  printer: text(MAX_LENGTH.shortText).nullable(),
  forced: z.boolean().default(false),
});
