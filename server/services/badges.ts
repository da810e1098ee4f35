import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ticketUrl } from '@shared/rules/ticketUrl';
import { fullName } from '@shared/rules/personName';
import {
  BADGE_PLACEHOLDERS,
  type BadgeTemplate,
  type BadgeValues,
  type DigestTemplate,
  badgePrintedBody,
  badgeTemplateInput,
  type participantBadge,
  type ticketLookup,
} from '@shared/schemas/badge';
import type { Config } from '../config';
import type { Db } from '../db/client';
import {
  type BadgeRow,
  type BadgesRepository,
  createBadgesRepository,
  type TicketKey,
} from '../db/repositories/badges';
import { appError, conflict, forbidden, invalidField, notFound } from '../http/errors';
import type { AppDeps } from './deps';

type BadgeTemplateInput = z.output<typeof badgeTemplateInput>;
type BadgePrintedBody = z.output<typeof badgePrintedBody>;
type ParticipantBadge = z.infer<typeof participantBadge>;
interface EventRef {
  eventId: string;
  id: string;
}
interface TicketRef {
  eventId: string;
  ticketId: string;
}

/** The stored template JSON may be at most this large (the request body limit is the same). */
export const MAX_TEMPLATE_BYTES = 1024 * 1024;

const KNOWN_PLACEHOLDERS = new Set<string>(BADGE_PLACEHOLDERS);
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

export const missingPrintTemplate = () =>
  appError('MissingPrintTemplate', 'No badge template exists for this event');
/** ticketNumber: the number people read, never the ticket's secret. */
export const badgeAlreadyPrinted = (ticketNumber: string) =>
  conflict('BadgeAlreadyPrinted', `The badge of ticket ${ticketNumber} has been printed already`);
export const forcedReprintForbidden = () =>
  forbidden('Only the event’s organizers may force a badge reprint');

/**
 * Badge templates (organizers write, check-in staff read), the badge digest a station renders,
 * and the printed flag per ticket and template version (DECISIONS 17, 18; docs/badges.md).
 */
export function createBadgesService(deps: Pick<AppDeps, 'database' | 'config' | 'access' | 'now'>) {
  const { access, now } = deps;
  const db = deps.database.db;
  const repo = createBadgesRepository(db);
  const digests = createBadgeDigests(db, deps.config);

  async function templateOf(eventId: string, id: string): Promise<BadgeRow> {
    const row = await repo.find(eventId, id);
    if (!row) throw notFound('Badge template');
    return row;
  }

  return {
    async list(userId: string, eventId: string): Promise<BadgeTemplate[]> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: eventId });
      const [rows, defaultId] = await Promise.all([repo.list(eventId), repo.defaultBadgeId(eventId)]);
      return rows.map((row) => toTemplate(row, defaultId ?? null));
    },

    async get(userId: string, ref: EventRef): Promise<BadgeTemplate> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: ref.eventId });
      const row = await templateOf(ref.eventId, ref.id);
      return toTemplate(row, (await repo.defaultBadgeId(ref.eventId)) ?? null);
    },

    /**
     * Creates (version 1) or replaces (version + 1) a template. The event's first template
     * becomes its default; makeDefault moves the default to this one.
     */
    async save(userId: string, input: BadgeTemplateInput): Promise<BadgeTemplate> {
      await access.require(userId, { permission: 'event.organizer', eventId: input.eventId });
      checkTemplate(input.template);
      const fields = {
        name: input.name,
        widthMm: input.widthMm,
        heightMm: input.heightMm,
        template: input.template as Record<string, unknown>,
      };
      const saved = await db.transaction(async (tx) => {
        const txRepo = createBadgesRepository(tx);
        const row = input.id
          ? await txRepo.update(input.eventId, input.id, fields)
          : await txRepo.insert({
              id: randomUUID(),
              eventId: input.eventId,
              type: 'badge',
              version: 1,
              ...fields,
            });
        if (!row) throw notFound('Badge template');
        if (input.makeDefault) await txRepo.setDefault(input.eventId, row.id);
        else await txRepo.setDefaultIfUnset(input.eventId, row.id);
        return { row, defaultId: (await txRepo.defaultBadgeId(input.eventId)) ?? null };
      });
      return toTemplate(saved.row, saved.defaultId);
    },

    async remove(userId: string, ref: EventRef): Promise<{ ok: true }> {
      await access.require(userId, { permission: 'event.organizer', eventId: ref.eventId });
      await db.transaction(async (tx) => {
        const txRepo = createBadgesRepository(tx);
        if ((await txRepo.defaultBadgeId(ref.eventId)) === ref.id) {
          throw conflict(
            'StateConflict',
            'This template is the event’s default badge: make another template the default before deleting it',
            { field: 'id' },
          );
        }
        if (!(await txRepo.remove(ref.eventId, ref.id))) throw notFound('Badge template');
      });
      return { ok: true };
    },

    /**
     * POST /v1/digest/template: the default template with this ticket holder's values. Staff may
     * name the ticket by its number (a typed ticket, a badge preview); the answer's ticketUrl holds
     * the secret.
     */
    async digest(userId: string, ref: z.output<typeof ticketLookup>): Promise<DigestTemplate> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: ref.eventId });
      return digests.forTicket(
        ref.eventId,
        ref.ticketId !== undefined ? { ticketId: ref.ticketId } : { ticketNumber: ref.ticketNumber ?? '' },
      );
    },

    /** GET /v1/event/participant/badge: the default template's version and whether it printed. */
    async participantBadge(userId: string, ref: TicketRef): Promise<ParticipantBadge> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: ref.eventId });
      const holder = await digests.holder(ref.eventId, { ticketId: ref.ticketId });
      const template = await digests.defaultTemplate(ref.eventId);
      return badgeState(
        repo,
        ref.eventId,
        holder.participant.id,
        ref.ticketId,
        template.id,
        template.version,
      );
    },

    /**
     * POST /v1/event/participant/badge/printed (print mode "directly"). A first print is recorded;
     * another print of the same version is MST-00409 unless forced, and only organizers force.
     */
    async markPrinted(userId: string, body: BadgePrintedBody): Promise<ParticipantBadge> {
      const member = await access.require(userId, {
        permission: 'event.checkInStaff',
        eventId: body.eventId,
      });
      if (body.forced && !member.organizer) throw forcedReprintForbidden();
      const holder = await digests.holder(body.eventId, { ticketId: body.ticketId });
      const template = await templateOf(body.eventId, body.templateId);
      if (body.version < 1 || body.version > template.version) {
        throw invalidField('version', `template ${template.id} has versions 1 to ${template.version}`);
      }
      const print = {
        eventId: body.eventId,
        ticketId: body.ticketId,
        badgeId: template.id,
        version: body.version,
        printer: body.printer,
        forced: body.forced,
        at: now(),
      };
      if (body.forced) await repo.addPrint(print);
      else if (!(await repo.insertFirstPrint(print))) {
        throw badgeAlreadyPrinted(holder.participant.ticketNumber ?? body.ticketId);
      }
      return badgeState(repo, body.eventId, holder.participant.id, body.ticketId, template.id, body.version);
    },
  };
}

/**
 * What a station needs to render a ticket's badge. No access check here: the calling service has
 * made one (the digest route, a print job claim).
 */
export function createBadgeDigests(db: Db, config: Pick<Config, 'publicUrl'>) {
  const repo = createBadgesRepository(db);

  async function holder(eventId: string, ticket: TicketKey) {
    const row = await repo.holder(eventId, ticket);
    if (!row?.participant.ticketId) throw notFound('Ticket');
    return { ...row, ticketId: row.participant.ticketId };
  }

  /** events.default_badge; MST-00061 when the event has none (or it points nowhere). */
  async function defaultTemplate(eventId: string): Promise<BadgeRow> {
    const defaultId = await repo.defaultBadgeId(eventId);
    const row = defaultId ? await repo.find(eventId, defaultId) : null;
    if (!row) throw missingPrintTemplate();
    return row;
  }

  return {
    holder,
    defaultTemplate,

    /**
     * The digest of a ticket: the given template (a print job's) or the event's default, the 12
     * placeholder values ('' when the person has no such field; TicketId is the number people
     * read), the ticket URL of DECISIONS 15 with the ticket's secret for the QR, and whether the
     * template's current version printed for this ticket.
     */
    async forTicket(eventId: string, ticket: TicketKey, templateId?: string): Promise<DigestTemplate> {
      const person = await holder(eventId, ticket);
      const { ticketId } = person;
      const row = templateId ? await repo.find(eventId, templateId) : await defaultTemplate(eventId);
      if (!row) throw missingPrintTemplate();
      const [defaultId, print] = await Promise.all([
        repo.defaultBadgeId(eventId),
        repo.findPrint(eventId, ticketId, row.id, row.version),
      ]);
      return {
        template: toTemplate(row, defaultId ?? null),
        values: badgeValuesOf(person),
        ticketUrl: ticketUrl(config.publicUrl, ticketId),
        printed: print !== null,
      };
    },
  };
}

export type BadgeDigests = ReturnType<typeof createBadgeDigests>;

type Holder = NonNullable<Awaited<ReturnType<BadgesRepository['holder']>>>;

function badgeValuesOf({ participant: p, typeTexts, ticketTypeName }: Holder): BadgeValues {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  return {
    FirstName: text(p.name),
    LastName: text(p.surname),
    FullName: fullName({ name: text(p.name), surname: text(p.surname) }),
    Email: text(p.email),
    WebSite: text(p.website),
    Phone: text(p.phone),
    Company: text(p.company),
    JobTitle: text(p.jobTitle),
    ParticipantType: text(typeTexts?.en ?? Object.values(typeTexts ?? {})[0]),
    TicketType: text(ticketTypeName),
    TicketId: text(p.ticketNumber),
    City: text(p.city),
  };
}

async function badgeState(
  repo: BadgesRepository,
  eventId: string,
  participantId: string,
  ticketId: string,
  templateId: string,
  version: number,
): Promise<ParticipantBadge> {
  const print = await repo.findPrint(eventId, ticketId, templateId, version);
  return {
    ticketId,
    participantId,
    templateId,
    version,
    printed: print !== null,
    printedAt: print?.printedAt ?? null,
    printCount: print?.count ?? 0,
  };
}

function toTemplate(row: BadgeRow, defaultId: string | null): BadgeTemplate {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    name: row.name,
    widthMm: row.widthMm,
    heightMm: row.heightMm,
    template: row.template as BadgeTemplate['template'],
    version: row.version,
    isDefault: row.id === defaultId,
  };
}

/**
 * A template must fit in MAX_TEMPLATE_BYTES, and every {Name} in its text (groups included) must
 * be one of BADGE_PLACEHOLDERS: an unknown one would print literally on every badge.
 */
function checkTemplate(template: BadgeTemplateInput['template']): void {
  if (Buffer.byteLength(JSON.stringify(template), 'utf8') > MAX_TEMPLATE_BYTES) {
    throw invalidField('template', 'larger than 1 MB');
  }
  const unknown = new Set<string>();
  const visit = (objects: unknown): void => {
    if (!Array.isArray(objects)) return;
    for (const object of objects) {
      if (typeof object !== 'object' || object === null) continue;
      const { text, objects: children } = object as { text?: unknown; objects?: unknown };
      if (typeof text === 'string') {
        for (const [, name] of text.matchAll(PLACEHOLDER)) {
          if (name && !KNOWN_PLACEHOLDERS.has(name)) unknown.add(name);
        }
      }
      visit(children);
    }
  };
  visit(template.objects);
  if (unknown.size > 0) {
    const names = [...unknown].map((n) => `{${n}}`).join(', ');
    throw invalidField('template', `unknown placeholder ${names}; known: ${BADGE_PLACEHOLDERS.join(', ')}`);
  }
}
