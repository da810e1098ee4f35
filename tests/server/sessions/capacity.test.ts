import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { ScheduleResult } from '@shared/schemas/sessions';
import { AppError } from '../../../server/http/errors';
import { createTestClock } from '../../support/clock';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type SessionsScene } from './scene';

/**
 * Seats per occurrence (spec core §3 locs capacity / usedCapacity): joins fired together. On
 * PostgreSQL the pool runs them on up to ten connections (READ COMMITTED); on PGlite the one
 * connection serializes them. The guarded UPDATE must admit exactly `capacity` either way.
 */
describe.each(engines)('session seats on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
  });
  afterAll(() => t.close());

  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => 'joined',
      (err: unknown) => (err instanceof AppError ? err.code : String(err)),
    );

  it('30 simultaneous joins of a 10-seat occurrence: exactly 10 joined, 20 MST-00130, used_capacity 10', async () => {
    const session = await s.session({}, [{ capacity: 10 }]);
    const occurrence = session.occurrences[0]!;
    const crowd = await Promise.all(Array.from({ length: 30 }, () => s.quickMember()));
    const results = await Promise.all(
      crowd.map((m) =>
        outcome(
          t.services.sessions.join(m.userId, {
            eventId: s.event.id,
            selectedSessionId: session.id,
            occurrenceId: occurrence.id,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r === 'joined')).toHaveLength(10);
    expect(results.filter((r) => r === 'MST-00130')).toHaveLength(20);
    expect(await s.usedCapacity(occurrence.id)).toBe(10);

    const seated = (
      await Promise.all(crowd.map((m) => t.services.sessions.get(m.userId, s.event.id, session.id)))
    ).filter((v) => v.me.inAgenda === occurrence.id);
    expect(seated).toHaveLength(10);
  });

  it('joining twice keeps one seat; leaving frees it for the next person', async () => {
    const session = await s.session({}, [{ capacity: 1 }]);
    const occurrence = session.occurrences[0]!;
    const [first, second] = [await s.member(), await s.member()];
    const join = (who: typeof first) =>
      s.call<ScheduleResult>(who, 'POST', '/v1/event/schedule/join', {
        eventId: s.event.id,
        selectedSessionId: session.id,
      });

    expect((await join(first)).body.data.entry).toMatchObject({
      occurrenceId: occurrence.id,
      state: 'joined',
    });
    expect((await join(first)).status).toBe(200);
    expect(await s.usedCapacity(occurrence.id)).toBe(1);
    expect(await join(second)).toMatchObject({ status: 409, body: { errorCode: 'MST-00130' } });

    const left = await s.call<ScheduleResult>(first, 'POST', '/v1/event/schedule/leave', {
      eventId: s.event.id,
      selectedSessionId: session.id,
    });
    expect(left.body.data).toMatchObject({ entry: null, session: { me: { inAgenda: null } } });
    expect(await s.usedCapacity(occurrence.id)).toBe(0);
    expect((await join(second)).body.data.session.occurrences[0]).toMatchObject({
      capacity: 1,
      usedCapacity: 1,
    });
  });

  it('joining another occurrence of the session moves my seat; a full one leaves me where I was', async () => {
    const session = await s.session({}, [
      { inHours: 1, capacity: 3 },
      { inHours: 25, capacity: 3 },
      { inHours: 49, capacity: 1 },
    ]);
    const [day1, day2, day3] = session.occurrences;
    const [me, other] = [await s.quickMember(), await s.quickMember()];
    const join = (who: { userId: string }, occurrenceId: string) =>
      t.services.sessions.join(who.userId, {
        eventId: s.event.id,
        selectedSessionId: session.id,
        occurrenceId,
      });
    await join(me, day1!.id);
    expect((await join(me, day2!.id)).session.me.inAgenda).toBe(day2!.id);
    expect([await s.usedCapacity(day1!.id), await s.usedCapacity(day2!.id)]).toEqual([0, 1]);

    await join(other, day3!.id);
    await expect(join(me, day3!.id)).rejects.toMatchObject({ code: 'MST-00130' });
    expect((await t.services.sessions.get(me.userId, s.event.id, session.id)).me.inAgenda).toBe(day2!.id);
    expect(await s.usedCapacity(day2!.id)).toBe(1);
  });

  it('refuses an occurrence that has ended (MST-00133) and one of another session (404 occurrenceId)', async () => {
    const past = await s.session({}, [{ inHours: -3, hours: 1 }]);
    const other = await s.session();
    const me = await s.member();
    expect(
      await s.call(me, 'POST', '/v1/event/schedule/join', {
        eventId: s.event.id,
        selectedSessionId: past.id,
      }),
    ).toMatchObject({ status: 409, body: { errorCode: 'MST-00133' } });
    expect(
      await s.call(me, 'POST', '/v1/event/schedule/join', {
        eventId: s.event.id,
        selectedSessionId: past.id,
        occurrenceId: other.occurrences[0]!.id,
      }),
    ).toMatchObject({ status: 404, body: { field: 'occurrenceId' } });
  });

  it('pushes the seats to public_sessions and my entry to my sessions topic', async () => {
    const session = await s.session({}, [{ capacity: 5 }]);
    const [me, watcher] = [await s.member(), await s.member()];
    const mine = topicPath('mySession', {
      eventId: s.event.id,
      participantId: me.participant.id,
      sessionId: session.id,
    });
    const seats = topicPath('publicSession', { eventId: s.event.id, sessionId: session.id });

    const myLive = await openLive(t.app);
    const theirLive = await openLive(t.app);
    try {
      await myLive.authenticate(me.token);
      await theirLive.authenticate(watcher.token);
      expect(await myLive.subscribe(mine)).toMatchObject({ type: 'snapshot', value: null });
      expect(await theirLive.subscribe(seats)).toMatchObject({
        type: 'snapshot',
        value: { occurrences: [{ usedCapacity: 0 }] },
      });
      // Another attendee may watch the seats but not my agenda entry.
      expect(await theirLive.subscribe(mine)).toMatchObject({ type: 'error', errorCode: 'MST-00403' });

      await s.call(me, 'POST', '/v1/event/schedule/join', {
        eventId: s.event.id,
        selectedSessionId: session.id,
      });
      await expect(myLive.waitFor((m) => m.type === 'value' && m.topic === mine)).resolves.toMatchObject({
        value: { sessionId: session.id, state: 'joined' },
      });
      await expect(theirLive.waitFor((m) => m.type === 'value' && m.topic === seats)).resolves.toMatchObject({
        value: { occurrences: [{ capacity: 5, usedCapacity: 1 }] },
      });
    } finally {
      myLive.close();
      theirLive.close();
    }
  });
});
