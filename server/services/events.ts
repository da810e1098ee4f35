import {
  eventColors as eventColorsSchema,
  type DomainDetails,
  type EventColors,
  type EventDetails,
  type EventSummary,
} from '@shared/schemas/event';
import { isEventFinished, matchesEventQuery } from '@shared/rules/eventGrouping';
import { createEventsRepository, type EventRow } from '../db/repositories/events';
import { notFound } from '../http/errors';
import type { AppDeps } from './deps';

/** Where relative image paths (/resources/…) are resolved: the origin the client called. */
export interface RequestOrigin {
  origin: string;
}

export function createEventsService({ database, access, now }: Pick<AppDeps, 'database' | 'access' | 'now'>) {
  const repo = createEventsRepository(database.db);

  return {
    /**
     * The signed-in user's events (DECISIONS 20: only those they have a participant row in),
     * sorted by start. The query uses the same rule as the renderer's search (shared
     * matchesEventQuery): case- and accent-insensitive substring, every character literal. A user
     * belongs to a handful of events, so filtering the membership list here costs nothing and
     * keeps the server and the client from disagreeing on what matches.
     */
    async list(userId: string, query: string | undefined, at: RequestOrigin): Promise<EventSummary[]> {
      const rows = await repo.listForUser(userId);
      const instant = now();
      return rows
        .map(({ event, ...me }) => toSummary(event, me, instant, at.origin))
        .filter((e) => matchesEventQuery(e, query));
    },

    /**
     * Domain details for host-based mode. `domainFile` is the path segment `{host}.json`. An unknown
     * host is a 404; the client then falls back to /event/list.
     */
    async domainDetails(domainFile: string, at: RequestOrigin): Promise<DomainDetails> {
      const host = domainFile.replace(/\.json$/i, '').toLowerCase();
      const event = await repo.findByDomain(host);
      if (!event) throw notFound('Domain');
      return {
        id: event.id,
        publicEvent: event.isPublic ? event.id : null,
        indexPagePath: event.indexPagePath,
        useTicketIdForSignup: event.useTicketIdForSignup,
        branding: {
          name: event.name,
          banner: resolveImage(event.banner, at.origin),
          logo: resolveImage(event.logo, at.origin),
        },
      };
    },

    /**
     * GET /v1/event/details?id=: one event for its members (anyone else gets 404, as if it did not
     * exist). Printer addresses are venue network details: only check-in admins and organizers,
     * who print, get the list; everyone else gets an empty one.
     */
    async details(userId: string, eventId: string, at: RequestOrigin): Promise<EventDetails> {
      const { event, participant: me } = await access.require(userId, {
        permission: 'event.member',
        eventId,
      });
      const config = await repo.configuration(eventId);
      return {
        ...toSummary(event, { participantId: me.id, boothId: me.boothId }, now(), at.origin),
        me: {
          participantId: me.id,
          typeId: me.typeId,
          organizer: me.organizer,
          checkInAdmin: me.checkInAdmin,
          boothId: me.boothId,
          rights: me.rights,
        },
        participantTypes: config.participantTypes,
        ticketTypes: config.ticketTypes,
        printers: me.organizer || me.checkInAdmin ? config.printers : [],
        defaultBadge: event.defaultBadge,
        restricted: event.restricted,
        colors: eventColors(event.colors),
        categories: config.categories,
        tabs: event.tabs,
        limitTabs: event.limitTabs,
        tabsConfig: event.tabsConfig,
        afterWizard: event.afterWizard,
      };
    },

    /** The seed and `serve` use this to tell an empty database. */
    count: () => repo.count(),
  };
}

/**
 * colorsJson as stored (organizers' JSON, spec core §3) parsed into the shape screens use; what does
 * not parse is left out rather than failing the event page.
 */
function eventColors(stored: Record<string, unknown> | null): EventColors {
  const parsed = eventColorsSchema.partial().safeParse(stored ?? {});
  const colors = parsed.success ? parsed.data : {};
  return { primary: colors.primary ?? null, participantTypes: colors.participantTypes ?? {} };
}

function toSummary(
  e: EventRow,
  { participantId, boothId }: Pick<EventSummary, 'boothId'> & { participantId: string },
  now: number,
  origin: string,
): EventSummary {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    eventType: e.eventType,
    timezone: e.timezone,
    startDateMillis: e.startsAt,
    endDateMillis: e.endsAt,
    realSdt: e.startsAt,
    realEdt: e.endsAt,
    isFinished: isEventFinished({ realEdt: e.endsAt }, now),
    defaultLanguage: e.defaultLanguage,
    images: { banner: resolveImage(e.banner, origin), logo: resolveImage(e.logo, origin) },
    indexPagePath: e.indexPagePath,
    participantId,
    boothId,
  };
}

/**
 * Images are stored as absolute URLs, data URLs or server paths (/resources/…). Paths are made
 * absolute against the caller's origin so the Electron renderer, which is not served by us, can
 * load them too.
 */
function resolveImage(value: string | null, origin: string): string | null {
  if (!value) return null;
  return value.startsWith('/') ? `${origin}${value}` : value;
}
