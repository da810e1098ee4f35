import type { z } from 'zod';
import { categoryChoiceKey } from '@shared/rules/directoryColumns';
import { categoryChoices, explainMatch, MATCH_WEIGHTS, type MatchViewer } from '@shared/rules/matchmaking';
import { foldSearchText } from '@shared/rules/searchText';
import type {
  MyTags,
  ParticipantAdminDetails,
  ParticipantCard,
  ParticipantCardResult,
  ParticipantMatch,
  ParticipantSearchResult,
  participantAdminDetailsQuery,
  participantCardQuery,
  participantSearchBody,
  participantTagBody,
} from '@shared/schemas/participants';
import type { Db } from '../db/client';
import { createDirectoryRepository, type DirectoryRepository } from '../db/repositories/directory';
import { createEventsRepository } from '../db/repositories/events';
import { AppError, invalidField, notFound } from '../http/errors';
import type { EventViewer } from './access';
import type { AppDeps } from './deps';
import type { DirectoryFilter, DirectoryOrder, RankWeights } from './directorySearchIndex';
import { decodeCursor, encodeCursor, filtersFingerprint } from './networkingCursor';

export type NetworkingServiceDeps = Pick<AppDeps, 'database' | 'access' | 'publish' | 'directoryIndexCache'>;
type SearchInput = z.output<typeof participantSearchBody>;
type CardRow = Awaited<ReturnType<DirectoryRepository['cards']>>[number];

/**
 * Who the viewer may see (spec §6): organizers asking for it see everyone (with contact data); on a
 * restricted event others see the types their own type may invite. `typeIds` null: every type.
 */
function visibility(viewer: EventViewer, organizerAsked: boolean) {
  const organizerView = organizerAsked && viewer.organizer;
  const typeIds = organizerView || !viewer.event.restricted ? null : viewer.invitationRights;
  return { organizerView, typeIds };
}

/** Why the card ranks where it does for this viewer (DECISIONS 12, explainMatch). */
function matchOf(viewer: MatchViewer, card: ParticipantCard): ParticipantMatch {
  return {
    participantId: card.id,
    ...explainMatch(viewer, {
      id: card.id,
      name: card.name,
      surname: card.surname,
      typeId: card.typeId,
      categories: categoryChoices(card.categories),
      active: card.active,
      boothOwner: card.boothOwner,
    }),
  };
}

const matchViewerOf = (viewer: EventViewer): MatchViewer => ({
  categories: categoryChoices(viewer.categories),
  priority: viewer.priority,
});

/** DECISIONS 12's weights for this viewer, from MATCH_WEIGHTS, for the SQL score. */
function weightsFor(viewer: MatchViewer): RankWeights {
  const n = viewer.priority.length;
  return {
    choices: [...new Set(viewer.categories.map(categoryChoiceKey))],
    sharedCategory: MATCH_WEIGHTS.sharedCategory,
    priority: viewer.priority.map((typeId, i) => ({ typeId, weight: MATCH_WEIGHTS.typePriority(n, i) })),
    active: MATCH_WEIGHTS.active(n),
    boothOwner: MATCH_WEIGHTS.boothOwner(n),
  };
}

/**
 * Who a card is shown to, for what only some may see (spec networking §6 admin details; §3
 * isPrivate): e-mail and phone in an organizer's view; the answers to the event's private category
 * questions only to its organizers and to the person themself — never sent to anyone else, whatever
 * a screen would show. Every card leaves the server through toCard with one.
 */
export interface CardViewer {
  /** The viewer's participant id in the event: their own card keeps every answer. */
  participantId: string;
  contact: boolean;
  /** The event's private question ids, whose answers are left out; null: an organizer, who reads them. */
  privateQuestions: ReadonlySet<string> | null;
}

/** What an organizer's admin details and a person's own profile show: contact data and every answer. */
export const FULL_VIEW: CardViewer = { participantId: '', contact: true, privateQuestions: null };

/** The card's answers the viewer may read (CardViewer). */
function answersFor(row: CardRow, viewer: CardViewer): ParticipantCard['categories'] {
  const hidden = viewer.privateQuestions;
  if (hidden === null || hidden.size === 0 || row.id === viewer.participantId) return row.categories;
  return row.categories.filter((answer) => !hidden.has(answer.categoryId));
}

/** A row as the directory card shows it to the viewer (CardViewer: contact data, private answers). */
export function toCard(row: CardRow, viewer: CardViewer): ParticipantCard {
  return {
    id: row.id,
    eventId: row.eventId,
    userId: row.userId,
    name: row.name,
    surname: row.surname,
    company: row.company,
    jobTitle: row.jobTitle,
    city: row.city,
    typeId: row.typeId,
    categories: answersFor(row, viewer),
    profilePhoto: row.profilePhoto,
    present: row.present,
    offer: row.offer,
    seek: row.seek,
    biography: row.biography,
    website: row.website,
    some: row.some,
    ...(viewer.contact ? { email: row.email, phone: row.phone } : {}),
    active: row.state === 'active',
    boothId: row.boothId,
    boothOwner: row.boothOwner,
    organizer: row.organizer,
    fav: row.tag === 'fav',
    ignored: row.tag === 'ignored',
    onSite: row.onSite,
  };
}

/**
 * The attendee directory (spec networking §4, §6, §7 search2 and adminDetails; DECISIONS 12;
 * docs/networking.md "Directory"): who the viewer may see, in rank or name order, a keyset page at
 * a time, with why each person ranks where they do; and the viewer's favourite/ignored tags.
 */
/** Everyone the user marked in the event (newEvents/{eventId}/tags/{userId}). */
export async function myTagsOf(db: Db, userId: string, eventId: string): Promise<MyTags> {
  const tags = await createDirectoryRepository(db).tags(userId, eventId);
  return [...tags].map(([participantId, tag]) => ({ participantId, tag }));
}

export function createNetworkingService({
  database,
  access,
  publish,
  directoryIndexCache: indexes,
}: NetworkingServiceDeps) {
  const directory = createDirectoryRepository(database.db);
  const events = createEventsRepository(database.db);

  /** The member as a viewer of cards (CardViewer): an organizer reads private answers, anyone else not. */
  async function cardViewer(
    eventId: string,
    me: { participantId: string; organizer: boolean },
    contact: boolean,
  ): Promise<CardViewer> {
    const privateQuestions = me.organizer
      ? null
      : new Set((await events.profileQuestions(eventId)).filter((q) => q.isPrivate).map((q) => q.id));
    return { participantId: me.participantId, contact, privateQuestions };
  }

  return {
    async search(userId: string, body: SearchInput): Promise<ParticipantSearchResult> {
      // The viewer in the event, read once: their type's rules and categories come with it.
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      // Independent reads, side by side (each its own pooled connection on PostgreSQL).
      const [index, tags, shownTo] = await Promise.all([
        indexes.fresh(body.eventId),
        directory.tags(userId, body.eventId),
        cardViewer(body.eventId, me, body.organizer && me.organizer),
      ]);

      // segmentationQuery only narrows what the viewer may see.
      const { organizerView, typeIds: visible } = visibility(me, body.organizer);
      const segment = body.segmentationQuery?.length ? [...new Set(body.segmentationQuery)].sort() : null;
      const typeIds =
        visible === null ? segment : segment === null ? visible : visible.filter((t) => segment.includes(t));
      const text = foldSearchText(body.query) || null;
      const asc = body.asc ?? body.orderBy === 'name';
      const filter: DirectoryFilter = {
        viewerParticipantId: me.participantId,
        typeIds,
        text,
        tags,
        list: body.list,
        hereNow: body.hereNow,
      };
      const matchViewer = matchViewerOf(me);
      const order: DirectoryOrder =
        body.orderBy === 'match'
          ? { by: 'match', weights: weightsFor(matchViewer), bestFirst: !asc }
          : { by: 'name', ascending: asc };
      const fingerprint = filtersFingerprint({
        eventId: body.eventId,
        text,
        segment,
        organizerView,
        list: body.list,
        hereNow: body.hereNow,
        orderBy: body.orderBy,
        asc,
      });
      const after = body.after === undefined ? null : decodeCursor(body.after, fingerprint);

      const { keys, total } = index.page(filter, order, after, body.length + 1);
      const pageKeys = keys.slice(0, body.length);
      const last = pageKeys[pageKeys.length - 1];
      const next = keys.length > body.length && last ? encodeCursor(fingerprint, last) : null;

      const rows = new Map(
        (
          await directory.cards(
            body.eventId,
            userId,
            pageKeys.map((k) => k.id),
          )
        ).map((r) => [r.id, r]),
      );
      const results: ParticipantCard[] = [];
      const matches: ParticipantMatch[] = [];
      for (const key of pageKeys) {
        const row = rows.get(key.id);
        if (!row) continue; // deleted between the two reads
        const card = toCard(row, shownTo);
        results.push(card);
        matches.push(matchOf(matchViewer, card));
      }
      return {
        props: {
          total: after === null ? total : null,
          length: results.length,
          next,
          orderBy: body.orderBy,
          asc,
          list: body.list,
          hereNow: body.hereNow,
        },
        results,
        matches,
      };
    },

    /**
     * One participant as search2 would show them to the caller, with the match explained. Anyone
     * the caller may not see — not a member of the event, another event's or a deleted participant,
     * a type hidden on a restricted event — is the same 404 as no one.
     */
    async card(userId: string, query: z.output<typeof participantCardQuery>): Promise<ParticipantCardResult> {
      const nobody = notFound('Participant', 'id');
      const me = await access
        .require(userId, { permission: 'event.member', eventId: query.eventId })
        .catch((error: unknown) => {
          throw error instanceof AppError && error.status === 404 ? nobody : error;
        });
      const { organizerView, typeIds } = visibility(me, query.organizer);
      const row = await directory.visibleCard(
        query.eventId,
        { participantId: me.participantId, userId },
        typeIds,
        query.id,
      );
      if (!row) throw nobody;
      const card = toCard(row, await cardViewer(query.eventId, me, organizerView));
      return { card, match: matchOf(matchViewerOf(me), card) };
    },

    /** What an organizer of the event sees of one participant (spec §6, §7 adminDetails). */
    async adminDetails(
      userId: string,
      query: z.output<typeof participantAdminDetailsQuery>,
    ): Promise<ParticipantAdminDetails> {
      await access.require(userId, { permission: 'event.organizer', eventId: query.eventId });
      const row = await directory.adminDetails(query.eventId, userId, query.id);
      if (!row) throw notFound('Participant', 'id');
      return {
        ...toCard(row, FULL_VIEW),
        email: row.email,
        phone: row.phone,
        state: row.state,
        ticketNumber: row.ticketNumber,
        ticketTypeId: row.ticketTypeId,
        checkInAdmin: row.checkInAdmin,
        rights: row.rights,
        entranceUpdatedAt: row.entranceUpdatedAt,
      };
    },

    /** Marks a participant of the same event as the caller's favourite or ignored, or clears the mark. */
    async tag(userId: string, body: z.output<typeof participantTagBody>) {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      if (body.participantId === me.participantId) {
        throw invalidField('participantId', 'you cannot tag yourself');
      }
      if (!(await directory.isListed(body.eventId, body.participantId))) {
        throw notFound('Participant', 'participantId');
      }
      await directory.setTag(userId, body.eventId, body.participantId, body.tag);
      // My other devices' open directories show the mark at once.
      await publish(
        'myTags',
        { eventId: body.eventId, userId },
        await myTagsOf(database.db, userId, body.eventId),
      );
      return { participantId: body.participantId, tag: body.tag };
    },
  };
}

export type NetworkingService = ReturnType<typeof createNetworkingService>;
