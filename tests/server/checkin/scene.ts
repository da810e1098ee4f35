import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DAY_MS } from '@shared/constants';
import type { CheckInBody } from '@shared/schemas/checkin';
import { areas, checkInStates, participantTypes, scanLog, ticketTypes } from '../../../server/db/schema';
import { anAccount, signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import type { TestApp } from '../../support/testApp';

export type Staff = Awaited<ReturnType<typeof signedUpUser>>;

/**
 * A running event with two participant types (attendee, vip), two ticket types, an organizer, a
 * check-in admin, a plain attendee with an account, and a signed-in stranger; `ticket()` and
 * `area()` add what a test is about.
 */
export async function checkInScene(t: TestApp, now: () => number, overrides: { endsAt?: number } = {}) {
  const db = t.database.db;
  const event = await insertEvent(db, {
    startsAt: now() - DAY_MS,
    endsAt: overrides.endsAt ?? now() + DAY_MS,
  });
  await db.insert(participantTypes).values([
    { eventId: event.id, id: 'attendee', index: 0, texts: { en: 'Attendee', tr: 'Katılımcı' } },
    { eventId: event.id, id: 'vip', index: 1, texts: { tr: 'VIP Misafir', en: 'VIP guest' } },
  ]);
  await db.insert(ticketTypes).values([
    { eventId: event.id, id: 'tt-standard', name: 'Standard' },
    { eventId: event.id, id: 'tt-vip', name: 'VIP pass' },
  ]);

  const member = async (name: string, surname: string, fields: Parameters<typeof insertParticipant>[2]) => {
    const user = await signedUpUser(t.app, anAccount({ name, surname }));
    const participant = await insertParticipant(db, event.id, {
      userId: user.userId,
      name,
      surname,
      ...fields,
    });
    return { ...user, participant };
  };
  const organizer = await member('Olga', 'Organizer', { organizer: true });
  const admin = await member('Cem', 'Checker', { checkInAdmin: true });
  const attendee = await member('Ayla', 'Attendee', {});
  const stranger = await signedUpUser(t.app);

  let serial = 0;
  return {
    event,
    organizer,
    admin,
    attendee,
    stranger,

    /** A ticket holder (no account) of type attendee with a Standard ticket unless overridden. */
    async ticket(fields: Parameters<typeof insertParticipant>[2] = {}) {
      serial += 1;
      return insertParticipant(db, event.id, {
        ticketNumber: `T-${randomBytes(4).toString('hex').toUpperCase()}`,
        name: 'Tess',
        surname: `Holder ${serial}`,
        company: 'Acme',
        jobTitle: 'Engineer',
        typeId: 'attendee',
        ticketTypeId: 'tt-standard',
        ...fields,
      });
    },

    /** An area with its own id; capacity null means no limit. */
    async area(fields: Partial<typeof areas.$inferInsert> = {}) {
      const [row] = await db
        .insert(areas)
        .values({
          eventId: event.id,
          id: `area-${randomBytes(4).toString('hex')}`,
          name: 'Main hall',
          ...fields,
        })
        .returning();
      return row!;
    },

    async capacityUsed(areaId: string) {
      const [row] = await db
        .select({ used: areas.capacityUsed })
        .from(areas)
        .where(and(eq(areas.eventId, event.id), eq(areas.id, areaId)));
      return row?.used;
    },

    /** How many people the state table says are inside the area. */
    async inside(areaId: string) {
      const rows = await db
        .select({ id: checkInStates.participantId })
        .from(checkInStates)
        .where(
          and(
            eq(checkInStates.eventId, event.id),
            eq(checkInStates.areaId, areaId),
            eq(checkInStates.checkedIn, true),
          ),
        );
      return rows.length;
    },

    async logCount() {
      return (await db.select({ id: scanLog.id }).from(scanLog).where(eq(scanLog.eventId, event.id))).length;
    },

    /** POST /v1/event/participant/checkIn as the given staff member. */
    checkIn(
      who: { auth: Record<string, string> },
      body: Omit<CheckInBody, 'eventId'>,
      headers: Record<string, string> = {},
    ) {
      return t.app.inject({
        method: 'POST',
        url: '/v1/event/participant/checkIn',
        headers: { ...who.auth, ...headers },
        payload: { eventId: event.id, ...body },
      });
    },
  };
}

export type CheckInScene = Awaited<ReturnType<typeof checkInScene>>;
