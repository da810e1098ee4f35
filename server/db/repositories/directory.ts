import { and, asc, eq, gt, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import { VENUE_ENTRANCE_ID } from '@shared/schemas/checkin';
import type { ParticipantTag } from '@shared/schemas/participants';
import type { Db } from '../client';
import { booths, checkInStates, directoryChanges, participantTags, participants, users } from '../schema';
import { notRemoved } from './takingPart';

/*
 * The attendee directory's SQL (docs/networking.md "Directory"): what the in-memory directory
 * index is loaded and refreshed from (the columns of migration 0006 and the change log of 0008),
 * the viewer, their tags, and the cards of a page.
 */

/** What the in-memory directory knows of one listed (not deleted) participant. */
export interface DirectoryPerson {
  id: string;
  typeId: string;
  active: boolean;
  boothOwner: boolean;
  /** Checked in at the venue entrance and not checked out. */
  onSite: boolean;
  /** nameSortKey of the full name (shared/rules/matchmaking.ts). */
  nameKey: string;
  /** The folded searchable text (shared/rules/directoryColumns.ts). */
  searchDocument: string;
  /** The chosen options, as categoryChoiceKey. */
  categoryChoices: readonly string[];
}

/** Flags that hold a participant's place: a booth owner's row in booths, the door's entrance state. */
const isBoothOwner = sql<boolean>`exists (select 1 from ${booths} where ${booths.eventId} = ${participants.eventId} and ${booths.ownerParticipantId} = ${participants.id})`;
const venueEntrance = and(
  eq(checkInStates.eventId, participants.eventId),
  eq(checkInStates.areaId, VENUE_ENTRANCE_ID),
  eq(checkInStates.participantId, participants.id),
);

/** Both drivers answer a raw query as { rows }; xid8 comes as text. */
const xids = z.array(z.coerce.number().int());
const horizonAnswer = z.object({ rows: z.tuple([z.object({ xmax: z.coerce.number().int(), xip: xids })]) });
const changesAnswer = z.object({
  rows: z.tuple([z.object({ xmax: z.coerce.number().int(), xip: xids, ids: z.array(z.string()) })]),
});

/**
 * Where a reader of the change log (directory_changes) goes on from: the transactions whose changes
 * it has not seen, as a PostgreSQL snapshot names them. Every transaction with an id from `from` on
 * began after the snapshot; those in `pending` were running then. Every other one had committed or
 * rolled back and its changes were read. Not the snapshot's xmin: a transaction left open (an idle
 * session, a long import) would hold xmin back and every change committed since would be read again
 * on every search, past 5,000 a reload of the whole event each time.
 */
export interface ChangeHorizon {
  from: number;
  pending: readonly number[];
}

/** The snapshot this statement reads with, as a ChangeHorizon (xmax and the running ids). */
const snapshotSql = sql`(select pg_current_snapshot() as s) as snapshot`;
const horizonColumns = sql`pg_snapshot_xmax(snapshot.s)::text as xmax,
  array(select x::text from pg_snapshot_xip(snapshot.s) as x) as xip`;

/** The participant, when they are in the event and not deleted. */
const listed = (eventId: string, participantId: string) =>
  and(eq(participants.eventId, eventId), eq(participants.id, participantId), notRemoved);

/** Who the viewer may see at all (the event's participants, not deleted, of the types listed; null: every type). */
function visibleSql(eventId: string, typeIds: string[] | null): SQL | undefined {
  return and(
    eq(participants.eventId, eventId),
    notRemoved,
    typeIds === null ? undefined : typeIds.length === 0 ? sql`false` : inArray(participants.typeId, typeIds),
  );
}

/**
 * The card's columns (shared/schemas/participants.ts participantCard) and what the service derives
 * from. The entrance state is a look-up by primary key per card, not a join: joined, a planner
 * without fresh statistics on check_in_states (a crowd just checked in) scanned all of it per card.
 */
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
    onSite: sql<boolean>`coalesce((select ${checkInStates.checkedIn} from ${checkInStates} where ${venueEntrance}), false)`,
    entranceUpdatedAt: sql<
      number | null
    >`(select ${checkInStates.updatedAt} from ${checkInStates} where ${venueEntrance})`.mapWith(Number),
  };
}

export function createDirectoryRepository(db: Db) {
  return {
    /**
     * What the in-memory directory (server/services/directorySearchIndex.ts) holds of the event's listed
     * people: all of them, or those of `ids` still listed.
     */
    async people(eventId: string, ids: readonly string[] | null): Promise<DirectoryPerson[]> {
      const owners = db
        .selectDistinct({ ownerId: booths.ownerParticipantId })
        .from(booths)
        .where(and(eq(booths.eventId, eventId), isNotNull(booths.ownerParticipantId)))
        .as('booth_owners');
      const rows = await db
        .select({
          id: participants.id,
          typeId: participants.typeId,
          state: participants.state,
          nameKey: participants.nameKey,
          searchDocument: participants.searchDocument,
          categoryChoices: participants.categoryChoices,
          boothOwner: sql<boolean>`${owners.ownerId} is not null`,
          onSite: sql<boolean>`coalesce(${checkInStates.checkedIn}, false)`,
        })
        .from(participants)
        .leftJoin(owners, eq(owners.ownerId, participants.id))
        .leftJoin(checkInStates, venueEntrance)
        .where(and(visibleSql(eventId, null), ids === null ? undefined : inArray(participants.id, [...ids])));
      return rows.map(({ state, ...row }) => ({ ...row, active: state === 'active' }));
    },

    /** Where a reader of the change log starts: every change committed from now on is unseen from here. */
    async changesHorizon(): Promise<ChangeHorizon> {
      const answer = await db.execute(sql`select ${horizonColumns} from ${snapshotSql}`);
      const [row] = horizonAnswer.parse(answer).rows;
      return { from: row.xmax, pending: row.xip };
    },

    /**
     * The event's participants whose directory facts changed in transactions unseen at `horizon`
     * that have committed since, and the horizon to ask from next time; one statement, so both come
     * from one snapshot.
     */
    async changesSince(
      eventId: string,
      horizon: ChangeHorizon,
    ): Promise<{ ids: string[]; horizon: ChangeHorizon }> {
      const pending = `{${horizon.pending.join(',')}}`;
      const answer = await db.execute(sql`select ${horizonColumns},
        array(select distinct ${directoryChanges.participantId} from ${directoryChanges}
          where ${directoryChanges.eventId} = ${eventId}
            and (${directoryChanges.xid} >= ${horizon.from} or ${directoryChanges.xid} = any(${pending}::bigint[]))) as ids
        from ${snapshotSql}`);
      const [row] = changesAnswer.parse(answer).rows;
      return { ids: row.ids, horizon: { from: row.xmax, pending: row.xip } };
    },

    /** Forgets changes logged before `before` (epoch ms): no index is older than that. */
    async pruneChanges(before: number): Promise<void> {
      await db.delete(directoryChanges).where(lt(directoryChanges.createdAt, before));
    },

    /** The user's favourite and ignored marks in the event, by participant id. */
    async tags(userId: string, eventId: string): Promise<Map<string, ParticipantTag>> {
      const rows = await db
        .select({ participantId: participantTags.participantId, tag: participantTags.tag })
        .from(participantTags)
        .where(and(eq(participantTags.userId, userId), eq(participantTags.eventId, eventId)));
      return new Map(rows.map((r) => [r.participantId, r.tag]));
    },

    /** The cards of the given participants of the event, with the viewer's tags (any order). */
    async cards(eventId: string, viewerUserId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select(cardColumns(viewerUserId))
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
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
