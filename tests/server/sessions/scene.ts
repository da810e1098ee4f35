import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import { participantTypes, sessionOccurrences, users } from '../../../server/db/schema';
import { anAccount, signedUpUser } from '../../support/accounts';
import { apiCall } from '../../support/apiCall';
import { insertEvent, insertParticipant, insertSession } from '../../support/builders';
import type { TestApp } from '../../support/testApp';

export type { ApiBody } from '../../support/apiCall';

export type Person = Awaited<ReturnType<ReturnType<typeof sessionsScene>['member']>>;

/**
 * A running event in Europe/Istanbul (from a day before the clock to two days after) with types
 * attendee and vip, and a way to add people and sessions. Sessions start in an hour unless the
 * test says otherwise; `call` goes through HTTP with the person's token.
 */
export async function createSessionsScene(t: TestApp, now: () => number) {
  const db = t.database.db;
  const event = await insertEvent(db, {
    timezone: 'Europe/Istanbul',
    startsAt: now() - DAY_MS,
    endsAt: now() + 2 * DAY_MS,
  });
  await db.insert(participantTypes).values([
    { eventId: event.id, id: 'attendee', index: 0, texts: { en: 'Attendee' } },
    { eventId: event.id, id: 'vip', index: 1, texts: { en: 'VIP' } },
  ]);
  return sessionsScene(t, event, now);
}

function sessionsScene(t: TestApp, event: { id: string }, now: () => number) {
  const db = t.database.db;
  return {
    event,

    /** A signed-up user (real token) who is a participant of the event. */
    async member(fields: Parameters<typeof insertParticipant>[2] = {}, name = 'Ada') {
      const user = await signedUpUser(t.app, anAccount({ name }));
      const participant = await insertParticipant(db, event.id, { userId: user.userId, name, ...fields });
      return { ...user, participant };
    },

    /** A participant with a user row but no credentials: for crowds that call the service directly. */
    async quickMember(fields: Parameters<typeof insertParticipant>[2] = {}) {
      const id = randomUUID();
      const email = `crowd-${randomBytes(4).toString('hex')}@lanyard.test`;
      await db.insert(users).values({ id, email, username: email, name: 'Crowd', surname: 'Member' });
      const participant = await insertParticipant(db, event.id, { userId: id, ...fields });
      return { userId: id, participant };
    },

    /** A session whose occurrences are given as hours from the clock (default one, in 1 h for 1 h). */
    session(
      fields: Parameters<typeof insertSession>[2] = {},
      occurrences: { inHours?: number; hours?: number; capacity?: number | null }[] = [{}],
    ) {
      return insertSession(
        db,
        event.id,
        fields,
        occurrences.map((o) => {
          const startsAt = now() + (o.inHours ?? 1) * HOUR_MS;
          return { startsAt, endsAt: startsAt + (o.hours ?? 1) * HOUR_MS, capacity: o.capacity ?? null };
        }),
      );
    },

    async usedCapacity(occurrenceId: string): Promise<number> {
      const [row] = await db
        .select({ used: sessionOccurrences.usedCapacity })
        .from(sessionOccurrences)
        .where(eq(sessionOccurrences.id, occurrenceId));
      return row?.used ?? -1;
    },

    /** An HTTP call as the person; answers the status and the body ({ data } or the error). */
    call<T = unknown>(
      who: { auth: Record<string, string> } | null,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
    ) {
      return apiCall<T>(t.app, who, method, url, payload);
    },
  };
}
export type SessionsScene = Awaited<ReturnType<typeof createSessionsScene>>;
