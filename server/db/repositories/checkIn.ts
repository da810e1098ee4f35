import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  areas,
  badgePrints,
  badges,
  checkInRequests,
  checkInStates,
  events,
  participantTypes,
  participants,
  ticketTypes,
} from '../schema';
import type { AreaRow } from './areas';

export interface PersonRow {
  participantId: string;
  name: string;
  surname: string;
  company: string | null;
  jobTitle: string | null;
  typeId: string;
  typeTexts: Record<string, string> | null;
  ticketId: string | null;
  ticketType: string | null;
  /** A badge_prints row exists for the event's default template at its current version. */
  badgePrinted: boolean;
}

export type StoredAnswer = typeof checkInRequests.$inferSelect;

/**
 * The SQL of one check-in. Every statement here runs inside the check-in transaction
 * (services/checkIn.ts), and the guarded writes are what make it safe under concurrency on
 * PostgreSQL's READ COMMITTED: an UPDATE that waited for another transaction's row lock re-checks
 * its WHERE clause against the row that transaction committed (docs/checkin.md).
 */
export function createCheckInRepository(db: Db) {
  const stateOf = (eventId: string, areaId: string, participantId: string) =>
    and(
      eq(checkInStates.eventId, eventId),
      eq(checkInStates.areaId, areaId),
      eq(checkInStates.participantId, participantId),
    );
  const areaOf = (eventId: string, areaId: string) => and(eq(areas.eventId, eventId), eq(areas.id, areaId));

  return {
    /**
     * Takes the idempotency key for this transaction. False when another request has it: on
     * PostgreSQL the insert waits for that request's transaction, so its answer is committed by then.
     */
    async claimKey(row: { eventId: string; key: string; userId: string; at: number }): Promise<boolean> {
      const claimed = await db
        .insert(checkInRequests)
        .values({
          eventId: row.eventId,
          key: row.key,
          userId: row.userId,
          status: 0,
          response: {},
          createdAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ key: checkInRequests.key });
      return claimed.length > 0;
    },

    async findAnswer(eventId: string, key: string): Promise<StoredAnswer | null> {
      const [row] = await db
        .select()
        .from(checkInRequests)
        .where(and(eq(checkInRequests.eventId, eventId), eq(checkInRequests.key, key)))
        .limit(1);
      return row ?? null;
    },

    async storeAnswer(eventId: string, key: string, status: number, response: Record<string, unknown>) {
      await db
        .update(checkInRequests)
        .set({ status, response })
        .where(and(eq(checkInRequests.eventId, eventId), eq(checkInRequests.key, key)));
    },

    /**
     * Reads the area and holds a KEY SHARE lock on it until the transaction ends: concurrent
     * check-ins do not block each other with it, but deleting the area waits for them (and they
     * for the delete), so a check-in never lands in an area that is being removed.
     */
    async lockArea(eventId: string, areaId: string): Promise<AreaRow | null> {
      const [row] = await db.select().from(areas).where(areaOf(eventId, areaId)).for('key share');
      return row ?? null;
    },

    /**
     * The person by ticket id or participant id (both must match when both are given), with
     * whether their badge printed for the event's default template at its current version.
     */
    async findPerson(eventId: string, who: { ticketId?: string; participantId?: string }) {
      const printed = db
        .select({ one: sql`1` })
        .from(events)
        .innerJoin(badges, and(eq(badges.id, events.defaultBadge), eq(badges.eventId, events.id)))
        .innerJoin(
          badgePrints,
          and(
            eq(badgePrints.eventId, events.id),
            eq(badgePrints.badgeId, badges.id),
            eq(badgePrints.version, badges.version),
          ),
        )
        .where(and(eq(events.id, participants.eventId), eq(badgePrints.ticketId, participants.ticketId)));
      const [row] = await db
        .select({
          participantId: participants.id,
          name: participants.name,
          surname: participants.surname,
          company: participants.company,
          jobTitle: participants.jobTitle,
          typeId: participants.typeId,
          typeTexts: participantTypes.texts,
          ticketId: participants.ticketId,
          ticketType: ticketTypes.name,
          badgePrinted: sql<boolean>`exists(${printed})`,
        })
        .from(participants)
        .leftJoin(
          participantTypes,
          and(
            eq(participantTypes.eventId, participants.eventId),
            eq(participantTypes.id, participants.typeId),
          ),
        )
        .leftJoin(
          ticketTypes,
          and(eq(ticketTypes.eventId, participants.eventId), eq(ticketTypes.id, participants.ticketTypeId)),
        )
        .where(
          and(
            eq(participants.eventId, eventId),
            who.ticketId === undefined ? undefined : eq(participants.ticketId, who.ticketId),
            who.participantId === undefined ? undefined : eq(participants.id, who.participantId),
          ),
        )
        .limit(1);
      return (row as PersonRow | undefined) ?? null;
    },

    /**
     * Marks the person inside. Only a real flip (no row yet, or a row saying outside) writes; a
     * concurrent duplicate waits for the first one's row and then finds it inside. False: already in.
     */
    async enter(eventId: string, areaId: string, participantId: string, at: number): Promise<boolean> {
      const rows = await db
        .insert(checkInStates)
        .values({ eventId, areaId, participantId, checkedIn: true, updatedAt: at })
        .onConflictDoUpdate({
          target: [checkInStates.eventId, checkInStates.areaId, checkInStates.participantId],
          set: { checkedIn: true, updatedAt: at },
          setWhere: eq(checkInStates.checkedIn, false),
        })
        .returning({ participantId: checkInStates.participantId });
      return rows.length > 0;
    },

    /** Marks the person outside; false when they were not inside. */
    async leave(eventId: string, areaId: string, participantId: string, at: number): Promise<boolean> {
      const rows = await db
        .update(checkInStates)
        .set({ checkedIn: false, updatedAt: at })
        .where(and(stateOf(eventId, areaId, participantId), eq(checkInStates.checkedIn, true)))
        .returning({ participantId: checkInStates.participantId });
      return rows.length > 0;
    },

    /**
     * Opens the savepoint an admission is written under. The area's counter is updated last (see
     * admit), so the one hot row lock of a busy door is held from that update to COMMIT only.
     */
    async beginAdmission(): Promise<void> {
      await db.execute(sql`savepoint admission`);
    },

    /** Undoes everything written since beginAdmission (the area turned out to be full). */
    async undoAdmission(): Promise<void> {
      await db.execute(sql`rollback to savepoint admission`);
    },

    /** One more person inside, unless the area is full; null when it is. */
    async admit(eventId: string, areaId: string): Promise<AreaRow | null> {
      const [row] = await db
        .update(areas)
        .set({ capacityUsed: sql`${areas.capacityUsed} + 1` })
        .where(
          and(
            areaOf(eventId, areaId),
            or(isNull(areas.capacity), sql`${areas.capacityUsed} < ${areas.capacity}`),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** One person fewer inside (never below zero). */
    async release(eventId: string, areaId: string): Promise<AreaRow | null> {
      const [row] = await db
        .update(areas)
        .set({ capacityUsed: sql`greatest(${areas.capacityUsed} - 1, 0)` })
        .where(areaOf(eventId, areaId))
        .returning();
      return row ?? null;
    },

    async findArea(eventId: string, areaId: string): Promise<AreaRow | null> {
      const [row] = await db.select().from(areas).where(areaOf(eventId, areaId)).limit(1);
      return row ?? null;
    },
  };
}

export type CheckInRepository = ReturnType<typeof createCheckInRepository>;
