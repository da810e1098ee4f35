import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { VENUE_ENTRANCE_ID, type Area, type areaInput, type areaRef } from '@shared/schemas/checkin';
import { createAreasRepository, toArea } from '../db/repositories/areas';
import { appError, invalidField, notFound } from '../http/errors';
import type { AppDeps } from './deps';

/** The occupancy topic is pushed at most this often per event (4 a second). */
export const AREAS_PUSH_INTERVAL_MS = 250;

export type AreasServiceDeps = Pick<AppDeps, 'database' | 'publish' | 'access'>;

/**
 * Check-in areas (spec networking §3 Check-in): the venue entrance (id allEvent), which always
 * exists, plus the areas organizers add, each with a capacity, the participant types it admits and
 * its live occupancy.
 */
export function createAreasService({ database, publish, access }: AreasServiceDeps) {
  const repo = createAreasRepository(database.db);

  async function current(eventId: string): Promise<Area[]> {
    await repo.ensureVenueEntrance(eventId);
    return (await repo.list(eventId)).map(toArea);
  }

  /**
   * Pushes the event's areas on newEvents/{eventId}/areas: at once, then at most once per
   * AREAS_PUSH_INTERVAL_MS. Calls within that time fold into one push at its end, which reads
   * committed state newer than every caller's change, so a busy door costs a few reads a second,
   * not one per scan, and subscribers always end on the latest count. Callers do not wait for it:
   * a failed push is not their failure — their change is committed, and a client that reconnects
   * gets a fresh snapshot.
   */
  const pushing = new Map<string, { again: boolean }>();
  function publishAreas(eventId: string): void {
    const running = pushing.get(eventId);
    if (running) {
      running.again = true;
      return;
    }
    const entry = { again: true };
    pushing.set(eventId, entry);
    void (async () => {
      try {
        while (entry.again) {
          entry.again = false;
          try {
            await publish('areas', { eventId }, (await repo.list(eventId)).map(toArea));
          } catch {
            // See above: realtime is best effort once the data is committed.
          }
          // Unref'd: a pause between pushes does not keep a stopping server alive.
          await sleep(AREAS_PUSH_INTERVAL_MS, undefined, { ref: false });
        }
      } finally {
        pushing.delete(eventId);
      }
    })();
  }

  return {
    publishAreas,

    /** GET /v1/event/areas: check-in staff see every area with its occupancy. */
    async list(userId: string, eventId: string): Promise<Area[]> {
      await access.require(userId, { permission: 'event.checkInStaff', eventId: eventId });
      return current(eventId);
    },

    /** POST /v1/event/area: organizers create (no id) or update an area; occupancy is kept. */
    async save(userId: string, input: z.output<typeof areaInput>): Promise<Area> {
      await access.require(userId, { permission: 'event.organizer', eventId: input.eventId });
      const known = new Set(await repo.participantTypeIds(input.eventId));
      const unknown = input.allowedPart.find((typeId) => !known.has(typeId));
      if (unknown !== undefined) {
        throw invalidField('allowedPart', `${unknown} is no participant type of this event`);
      }
      const saved = await repo.upsert({
        eventId: input.eventId,
        id: input.id ?? randomUUID(),
        name: input.name,
        capacity: input.capacity,
        allowedPart: [...new Set(input.allowedPart)],
        info: input.info,
      });
      publishAreas(input.eventId);
      return toArea(saved);
    },

    /** DELETE /v1/event/area: organizers remove an area; the venue entrance cannot be removed. */
    async remove(userId: string, ref: z.output<typeof areaRef>): Promise<{ ok: true }> {
      await access.require(userId, { permission: 'event.organizer', eventId: ref.eventId });
      if (ref.id === VENUE_ENTRANCE_ID) {
        throw appError('ValidationFailed', 'The venue entrance cannot be removed', { field: 'id' });
      }
      if (!(await repo.remove(ref.eventId, ref.id))) throw notFound('Area');
      publishAreas(ref.eventId);
      return { ok: true };
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
