import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ErrorCode } from '../../shared/errors';
import { topicPath } from '../../shared/live/topics';
import { VENUE_ENTRANCE_ID, type Area, type areaInput, type areaRef } from '../../shared/schemas/checkin';
import { createAreasRepository, toArea } from '../db/repositories/areas';
import { AppError, notFound } from '../http/errors';
import type { EventAccess } from './eventAccess';
import type { ServiceDeps } from '.';

export interface AreasServiceDeps extends Pick<ServiceDeps, 'database' | 'publish'> {
  access: EventAccess;
}

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
   * Pushes the event's areas on newEvents/{eventId}/areas. Calls that arrive while a push for the
   * same event is under way are folded into one more push after it, so a burst of check-ins at a
   * busy door costs a few reads, not one per scan, and the last push always reads committed state
   * newer than every caller's change. A failed push is not the caller's failure: its change is
   * committed, and a client that reconnects gets a fresh snapshot.
   */
  const inFlight = new Map<string, { again: boolean; done: Promise<void> }>();
  function publishAreas(eventId: string): Promise<void> {
    const running = inFlight.get(eventId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const entry = { again: false, done: Promise.resolve() };
    entry.done = (async () => {
      try {
        do {
          entry.again = false;
          await publish(topicPath('areas', { eventId }), (await repo.list(eventId)).map(toArea));
        } while (entry.again);
      } catch {
        // See above: realtime is best effort once the data is committed.
      } finally {
        inFlight.delete(eventId);
      }
    })();
    inFlight.set(eventId, entry);
    return entry.done;
  }

  return {
    publishAreas,

    /** GET /v1/event/areas: check-in staff see every area with its occupancy. */
    async list(userId: string, eventId: string): Promise<Area[]> {
      await access.requireCheckInStaff(userId, eventId);
      return current(eventId);
    },

    /** POST /v1/event/area: organizers create (no id) or update an area; occupancy is kept. */
    async save(userId: string, input: z.output<typeof areaInput>): Promise<Area> {
      await access.requireOrganizer(userId, input.eventId);
      const known = new Set(await repo.participantTypeIds(input.eventId));
      const unknown = input.allowedPart.find((typeId) => !known.has(typeId));
      if (unknown !== undefined) {
        throw new AppError(
          400,
          ErrorCode.ValidationFailed,
          `allowedPart: ${unknown} is no participant type of this event`,
          'allowedPart',
        );
      }
      const saved = await repo.upsert({
        eventId: input.eventId,
        id: input.id ?? randomUUID(),
        name: input.name,
        capacity: input.capacity,
        allowedPart: [...new Set(input.allowedPart)],
        info: input.info,
      });
      await publishAreas(input.eventId);
      return toArea(saved);
    },

    /** DELETE /v1/event/area: organizers remove an area; the venue entrance cannot be removed. */
    async remove(userId: string, ref: z.output<typeof areaRef>): Promise<{ ok: true }> {
      await access.requireOrganizer(userId, ref.eventId);
      if (ref.id === VENUE_ENTRANCE_ID) {
        throw new AppError(400, ErrorCode.ValidationFailed, 'The venue entrance cannot be removed', 'id');
      }
      if (!(await repo.remove(ref.eventId, ref.id))) throw notFound('Area');
      await publishAreas(ref.eventId);
      return { ok: true };
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
