import { and, asc, count, desc, eq, gt, inArray, isNotNull, ne, not, sql, type SQL } from 'drizzle-orm';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import { VENUE_ENTRANCE_ID } from '@shared/schemas/checkin';
import type { AttendeeList, ParticipantTag } from '@shared/schemas/participants';
import type { Db } from '../client';
import {
  booths,
  checkInStates,
  events,
  participantTags,
  participantTypes,
  participants,
  users,
} from '../schema';

/*
 * The attendee directory's SQL (docs/networking.md "Directory"): filters, DECISIONS 12's score and
 * the keyset page are computed by the database over the indexed columns of migration 0006
 * (search_document with pg_trgm, category_choices with GIN, (event_id, name_key "C", id) btree).
 */

/** Who may appear in a page or count. */
export interface DirectoryFilter {
  eventId: string;
  /** The viewer's own row, never listed. */
  viewerParticipantId: string;
  /** Whose tags decide the list. */
  viewerUserId: string;
  /** The participant types listed; null: every type. */
  typeIds: string[] | null;
  /** A containsPattern for search_document; null: no text filter. */
  pattern: string | null;
  list: AttendeeList;
  hereNow: boolean;
}

/** DECISIONS 12's weights for one viewer, as numbers (shared/rules/matchmaking.ts MATCH_WEIGHTS). */
export interface RankWeights {
  /** The viewer's chosen options (categoryChoiceKey), each once. */
  choices: string[];
  sharedCategory: number;
  /** The viewer type's priority list with each position's weight; a type listed twice counts first. */
  priority: { typeId: string; weight: number }[];
  active: number;
  boothOwner: number;
}

/** A row's place in the order: the cursor holds the last one. score is 0 when ordering by name. */
export interface DirectoryKey {
  score: number;
  nameKey: string;
  id: string;
}

export type DirectoryOrder =
  { by: 'match'; weights: RankWeights; bestFirst: boolean } | { by: 'name'; ascending: boolean };

/** Flags that hold a participant's place: a booth owner's row in booths, the door's entrance state. */
const isBoothOwner = sql<boolean>`exists (select 1 from ${booths} where ${booths.eventId} = ${participants.eventId} and ${booths.ownerParticipantId} = ${participants.id})`;
const venueEntrance = and(
  eq(checkInStates.eventId, participants.eventId),
  eq(checkInStates.areaId, VENUE_ENTRANCE_ID),
  eq(checkInStates.participantId, participants.id),
);

const tagged = (userId: string, tag: ParticipantTag) =>
  sql`exists (select 1 from ${participantTags} where ${participantTags.userId} = ${userId} and ${participantTags.participantId} = ${participants.id} and ${participantTags.tag} = ${tag})`;

/** The participant, when they are in the event and not deleted. */
const listed = (eventId: string, participantId: string) =>
  and(
    eq(participants.eventId, eventId),
    eq(participants.id, participantId),
    ne(participants.state, 'deleted'),
  );

/** Who the viewer may see at all (the event's participants, not deleted, of the types listed; null: every type). */
function visibleSql(eventId: string, typeIds: string[] | null): SQL | undefined {
  return and(
    eq(participants.eventId, eventId),
    ne(participants.state, 'deleted'),
    typeIds === null ? undefined : typeIds.length === 0 ? sql`false` : inArray(participants.typeId, typeIds),
  );
}

function filterSql(f: DirectoryFilter): SQL | undefined {
  return and(
    visibleSql(f.eventId, f.typeIds),
    ne(participants.id, f.viewerParticipantId),
    f.pattern === null ? undefined : sql`${participants.searchDocument} like ${f.pattern} escape '\\'`,
    f.list === 'all' ? not(tagged(f.viewerUserId, 'ignored')) : undefined,
    f.list === 'favourite' ? tagged(f.viewerUserId, 'fav') : undefined,
    f.list === 'ignored' ? tagged(f.viewerUserId, 'ignored') : undefined,
    f.hereNow
      ? sql`exists (select 1 from ${checkInStates} where ${venueEntrance} and ${checkInStates.checkedIn})`
      : undefined,
  );
}

/** DECISIONS 12's score as one float8 expression (exact: every weight is an integer below 2^53). */
function scoreSql(w: RankWeights, boothOwner: SQL): SQL<number> {
  const shared =
    w.choices.length === 0
      ? sql`0`
      : sql`(${sql.join(
          w.choices.map((c) => sql`(${participants.categoryChoices} @> array[${c}::text])::int`),
          sql` + `,
        )}) * ${w.sharedCategory}::float8`;
  const priority =
    w.priority.length === 0
      ? sql`0`
      : sql`case ${participants.typeId} ${sql.join(
          w.priority.map((p) => sql`when ${p.typeId}::text then ${p.weight}::float8`),
          sql` `,
        )} else 0 end`;
  return sql<number>`(${shared} + ${priority}
    + case when ${participants.state} = 'active' then ${w.active}::float8 else 0 end
    + case when ${boothOwner} then ${w.boothOwner}::float8 else 0 end)::float8`;
}

const nameKeyC = sql`${participants.nameKey} collate "C"`;

/** A LIMIT no event reaches: it only keeps a subquery from being flattened into the outer query. */
const SUBQUERY_FENCE = 2_147_483_647;

/** The card's columns (shared/schemas/participants.ts participantCard) and what the service derives from. */
function cardColumns(viewerUserId: string) {
  return {
    id: participants.id,
    eventId: participants.eventId,
    userId: participants.userId,
    name: participants.name,
    surname: participants.surname,
    company: participants.company,
    jobTitle: participants.jobTitle,
    city: participants.city,
    typeId: participants.typeId,
    categories: participants.categories,
    profilePhoto: users.profilePhotoPath,
    present: participants.present,
    offer: participants.offer,
    seek: participants.seek,
    biography: participants.biography,
    website: participants.website,
    some: participants.some,
    email: sql<string | null>`coalesce(${participants.email}, ${users.email})`,
    phone: sql<string | null>`coalesce(${participants.phone}, ${users.phone})`,
    state: participants.state,
    boothId: participants.boothId,
    boothOwner: isBoothOwner,
    organizer: participants.organizer,
    tag: sql<ParticipantTag | null>`(select ${participantTags.tag} from ${participantTags} where ${participantTags.userId} = ${viewerUserId} and ${participantTags.participantId} = ${participants.id})`,
    onSite: sql<boolean>`coalesce(${checkInStates.checkedIn}, false)`,
    entranceUpdatedAt: checkInStates.updatedAt,
  };
}

export function createDirectoryRepository(db: Db) {
  return {
    /** What the viewer's rank and visibility depend on: their answers, their type's lists, the event's restriction. */
    async viewer(eventId: string, participantId: string) {
      const [row] = await db
        .select({
          typeId: participants.typeId,
          categories: participants.categories,
          priority: participantTypes.priority,
          invitationRights: participantTypes.invitationRights,
          restricted: events.restricted,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .leftJoin(
          participantTypes,
          and(
            eq(participantTypes.eventId, participants.eventId),
            eq(participantTypes.id, participants.typeId),
          ),
        )
        .where(and(eq(participants.eventId, eventId), eq(participants.id, participantId)))
        .limit(1);
      return row
        ? { ...row, priority: row.priority ?? [], invitationRights: row.invitationRights ?? [] }
        : null;
    },

    /**
     * One page of keys in the order asked, after the cursor's row. By match the score is computed
     * for every row the filter keeps (the top-N sort needs it); by name the (event_id, name_key, id)
     * index is walked from the cursor and stops after `limit` rows.
     */
    async page(f: DirectoryFilter, order: DirectoryOrder, after: DirectoryKey | null, limit: number) {
      if (order.by === 'name') {
        const dir = order.ascending ? asc : desc;
        const keyset = after
          ? order.ascending
            ? sql`(${nameKeyC}, ${participants.id}) > (${after.nameKey}::text collate "C", ${after.id}::text)`
            : sql`(${nameKeyC}, ${participants.id}) < (${after.nameKey}::text collate "C", ${after.id}::text)`
          : undefined;
        const rows = await db
          .select({ id: participants.id, nameKey: participants.nameKey })
          .from(participants)
          .where(and(filterSql(f), keyset))
          .orderBy(dir(nameKeyC), dir(participants.id))
          .limit(limit);
        return rows.map((r) => ({ ...r, score: 0 }));
      }
      const owners = db
        .selectDistinct({ ownerId: booths.ownerParticipantId })
        .from(booths)
        .where(and(eq(booths.eventId, f.eventId), isNotNull(booths.ownerParticipantId)))
        .as('booth_owners');
      // Scored once per row, and the top-N sort kept right above the scoring: a LIMIT the subquery
      // never reaches keeps the planner from pulling it up (which computed the score again in the
      // cursor's condition and moved the ignored-tags anti join above a full sort of every row).
      const scored = db
        .select({
          id: participants.id,
          nameKey: participants.nameKey,
          score: scoreSql(order.weights, sql`${owners.ownerId} is not null`).as('score'),
        })
        .from(participants)
        .leftJoin(owners, eq(owners.ownerId, participants.id))
        .where(filterSql(f))
        .limit(SUBQUERY_FENCE)
        .as('scored');
      const key = sql`(-${scored.score}, ${scored.nameKey} collate "C", ${scored.id})`;
      const cursor = after
        ? sql`(${-after.score}::float8, ${after.nameKey}::text collate "C", ${after.id}::text)`
        : null;
      // Best first is (-score, name, id) ascending; the other way is that order reversed.
      const dir = order.bestFirst ? asc : desc;
      return db
        .select({ id: scored.id, nameKey: scored.nameKey, score: scored.score })
        .from(scored)
        .where(
          cursor === null ? undefined : order.bestFirst ? sql`${key} > ${cursor}` : sql`${key} < ${cursor}`,
        )
        .orderBy(dir(sql`-${scored.score}`), dir(sql`${scored.nameKey} collate "C"`), dir(scored.id))
        .limit(limit);
    },

    /** How many people the filter keeps. */
    async count(f: DirectoryFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(participants).where(filterSql(f));
      return row?.n ?? 0;
    },

    /** The cards of the given participants of the event, with the viewer's tags (any order). */
    async cards(eventId: string, viewerUserId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select(cardColumns(viewerUserId))
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .leftJoin(checkInStates, venueEntrance)
        .where(and(eq(participants.eventId, eventId), inArray(participants.id, ids)));
    },

    /**
     * One participant's card when the viewer may see them (visibleSql with the types search2 would
     * list, or the viewer's own row whatever their type); null otherwise.
     */
    async visibleCard(
      eventId: string,
      viewer: { participantId: string; userId: string },
      typeIds: string[] | null,
      participantId: string,
    ) {
      const [row] = await db
        .select(cardColumns(viewer.userId))
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .leftJoin(checkInStates, venueEntrance)
        .where(
          and(
            eq(participants.id, participantId),
            visibleSql(eventId, participantId === viewer.participantId ? null : typeIds),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** One participant of the event as an organizer sees them; null when not in the event or deleted. */
    async adminDetails(eventId: string, viewerUserId: string, participantId: string) {
      const [row] = await db
        .select({
          ...cardColumns(viewerUserId),
          ticketNumber: participants.ticketNumber,
          ticketTypeId: participants.ticketTypeId,
          checkInAdmin: participants.checkInAdmin,
          rights: participants.rights,
        })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .leftJoin(checkInStates, venueEntrance)
        .where(listed(eventId, participantId))
        .limit(1);
      return row ?? null;
    },

    /** Whether the participant is listed in the event (exists and not deleted). */
    async isListed(eventId: string, participantId: string): Promise<boolean> {
      const rows = await db
        .select({ id: participants.id })
        .from(participants)
        .where(listed(eventId, participantId))
        .limit(1);
      return rows.length === 1;
    },

    /** Sets the user's one tag on the participant (fav replaces ignored and the other way), or removes it. */
    async setTag(userId: string, eventId: string, participantId: string, tag: ParticipantTag | null) {
      if (tag === null) {
        await db
          .delete(participantTags)
          .where(and(eq(participantTags.userId, userId), eq(participantTags.participantId, participantId)));
        return;
      }
      await db
        .insert(participantTags)
        .values({ userId, eventId, participantId, tag })
        .onConflictDoUpdate({
          target: [participantTags.userId, participantTags.participantId],
          set: { tag },
        });
    },

    /**
     * Fills the directory columns of rows written before they existed (name_key '' after migration
     * 0006), a batch at a time by id so rows whose name folds to '' are visited once. Returns how
     * many rows it rewrote.
     */
    async backfillColumns(batch = 500): Promise<number> {
      let last = '';
      let updated = 0;
      for (;;) {
        const rows = await db
          .select({
            id: participants.id,
            name: participants.name,
            surname: participants.surname,
            company: participants.company,
            jobTitle: participants.jobTitle,
            offer: participants.offer,
            seek: participants.seek,
            biography: participants.biography,
            categories: participants.categories,
          })
          .from(participants)
          .where(and(eq(participants.nameKey, ''), gt(participants.id, last)))
          .orderBy(asc(participants.id))
          .limit(batch);
        if (rows.length === 0) return updated;
        await db.transaction(async (tx) => {
          for (const row of rows) {
            const { searchDocument, nameKey, categoryChoices } = withDirectoryColumns(row);
            await tx
              .update(participants)
              .set({ searchDocument, nameKey, categoryChoices })
              .where(eq(participants.id, row.id));
          }
        });
        updated += rows.length;
        last = rows[rows.length - 1]!.id;
      }
    },
  };
}

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
