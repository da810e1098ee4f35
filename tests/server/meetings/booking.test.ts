import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingParticipants, meetings } from '../../../server/db/schema';
import { AppError } from '../../../server/http/errors';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene } from './scene';

/**
 * Atomic booking (DECISIONS 11; docs/meetings.md "Booking"): requests accepted at the same time
 * into one person's time end with exactly one meeting, whichever way they cross, also when a
 * session join races the booking. On PostgreSQL the calls really run side by side on the pool.
 */
describe.each(engines)('atomic booking on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** How the calls ended: the number that succeeded and the error codes of the others. */
  async function settle(calls: Promise<unknown>[]) {
    const results = await Promise.allSettled(calls);
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason instanceof AppError ? r.reason.code : String(r.reason)] : [],
    );
    return { succeeded: results.filter((r) => r.status === 'fulfilled').length, codes };
  }

  async function meetingsOf(participantId: string) {
    return t.database.db
      .select({ id: meetings.id })
      .from(meetings)
      .innerJoin(meetingParticipants, eq(meetingParticipants.meetingId, meetings.id))
      .where(and(eq(meetingParticipants.participantId, participantId), eq(meetings.status, 'accepted')));
  }

  it('20 requests accepted at once into one slot give one meeting', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const host = await m.quickMember();
    const senders = await Promise.all(Array.from({ length: 20 }, () => m.quickMember()));
    const invitationIds: string[] = [];
    for (const sender of senders) {
      const sent = await t.services.meetings.send(sender.userId, {
        eventId: m.event.id,
        participantId: host.participant.id,
      });
      invitationIds.push(sent.invitation!.id);
    }
    const outcome = await settle(
      invitationIds.map((invitationId) =>
        t.services.meetings.confirm(host.userId, { eventId: m.event.id, invitationId, slotId: m.slot(0) }),
      ),
    );
    expect(outcome.succeeded).toBe(1);
    expect(new Set(outcome.codes)).toEqual(new Set(['MST-00131']));
    expect(await meetingsOf(host.participant.id)).toHaveLength(1);
  });

  it('crossing accepts over one person, and a session join racing a booking, give one', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const [x, p, q] = await Promise.all([m.quickMember(), m.quickMember(), m.quickMember()]);
    const fromP = await t.services.meetings.send(p.userId, {
      eventId: m.event.id,
      participantId: x.participant.id,
    });
    const toQ = await t.services.meetings.send(x.userId, {
      eventId: m.event.id,
      participantId: q.participant.id,
    });
    // X accepts P into slot 0 while Q accepts X into slot 1, which overlaps it.
    const crossing = await settle([
      t.services.meetings.confirm(x.userId, {
        eventId: m.event.id,
        invitationId: fromP.invitation!.id,
        slotId: m.slot(0),
      }),
      t.services.meetings.confirm(q.userId, {
        eventId: m.event.id,
        invitationId: toQ.invitation!.id,
        slotId: m.slot(1),
      }),
    ]);
    expect(crossing.succeeded).toBe(1);
    expect(await meetingsOf(x.participant.id)).toHaveLength(1);

    const [y, r] = await Promise.all([m.quickMember(), m.quickMember()]);
    const fromR = await t.services.meetings.send(r.userId, {
      eventId: m.event.id,
      participantId: y.participant.id,
    });
    const workshop = await m.session({ blocking: true, name: 'Workshop' }, [{ inHours: 3, hours: 1 }]);
    // A blocking session (joining it asks the organizers, and the request holds the time).
    const race = await settle([
      t.services.meetings.confirm(y.userId, {
        eventId: m.event.id,
        invitationId: fromR.invitation!.id,
        slotId: m.slot(3),
      }),
      t.services.sessions.join(y.userId, { eventId: m.event.id, selectedSessionId: workshop.id }),
    ]);
    expect(race.succeeded).toBe(1);
    expect(race.codes).toEqual(['MST-00131']);
  });
});
