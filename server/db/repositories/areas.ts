import { and, asc, eq, sql } from 'drizzle-orm';
import { VENUE_ENTRANCE_ID, VENUE_ENTRANCE_NAME, type Area } from '@shared/schemas/checkin';
import type { Db } from '../client';
import { areas, checkInStates, participantTypes } from '../schema';

export type AreaRow = typeof areas.$inferSelect;

export function toArea(row: AreaRow): Area {
  return {
    id: row.id,
    name: row.name,
    capacity: row.capacity,
    capacityUsed: row.capacityUsed,
    allowedPart: row.allowedPart,
    info: row.info,
  };
}

/** Check-in areas of an event and their occupancy counters. */
export function createAreasRepository(db: Db) {
  return {
    /** The venue entrance always exists; events created before check-in get it on first use. */
    async ensureVenueEntrance(eventId: string): Promise<void> {
      await db
        .insert(areas)
        .values({ eventId, id: VENUE_ENTRANCE_ID, name: VENUE_ENTRANCE_NAME })
        .onConflictDoNothing();
    },

    /** Venue entrance first, then by name. */
    async list(eventId: string): Promise<AreaRow[]> {
      return db
        .select()
        .from(areas)
        .where(eq(areas.eventId, eventId))
        .orderBy(sql`(${areas.id} = ${VENUE_ENTRANCE_ID}) desc`, asc(areas.name), asc(areas.id));
    },

    async find(eventId: string, id: string): Promise<AreaRow | null> {
      const [row] = await db
        .select()
        .from(areas)
        .where(and(eq(areas.eventId, eventId), eq(areas.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Creates the area or replaces its settings; occupancy (capacity_used) is never touched here. */
    async upsert(row: Omit<AreaRow, 'capacityUsed'>): Promise<AreaRow> {
      const [saved] = await db
        .insert(areas)
        .values(row)
        .onConflictDoUpdate({
          target: [areas.eventId, areas.id],
          set: { name: row.name, capacity: row.capacity, allowedPart: row.allowedPart, info: row.info },
        })
        .returning();
      if (!saved) throw new Error('area upsert returned nothing');
      return saved;
    },

    /**
     * Deletes the area and who-is-inside rows, so an area created later under the same id starts
     * empty. The area row is locked first: a check-in locks it before touching its state row
     * (lanyard_check_in, repositories/checkIn.ts), so both sides take locks in the same order.
     */
    async remove(eventId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: areas.id })
          .from(areas)
          .where(and(eq(areas.eventId, eventId), eq(areas.id, id)))
          .for('update');
        if (!locked) return false;
        await tx
          .delete(checkInStates)
          .where(and(eq(checkInStates.eventId, eventId), eq(checkInStates.areaId, id)));
        await tx.delete(areas).where(and(eq(areas.eventId, eventId), eq(areas.id, id)));
        return true;
      });
    },

    /** The event's participant type ids, to validate allowedPart. */
    async participantTypeIds(eventId: string): Promise<string[]> {
      const rows = await db
        .select({ id: participantTypes.id })
        .from(participantTypes)
        .where(eq(participantTypes.eventId, eventId));
      return rows.map((r) => r.id);
    },
  };
}

export type AreasRepository = ReturnType<typeof createAreasRepository>;
