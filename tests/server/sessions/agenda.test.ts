import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_STARTING_MS, HOUR_MS, MINUTE_MS, SESSION_STARTING_MS } from '@shared/constants';
import type { Agenda, Session } from '@shared/schemas/sessions';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/** My Agenda rows (spec core §4 Agenda), ping (ljt) and session check-in windows. */
describe.each(engines)('my agenda on %s', (engine) => {
  const clock = createTestClock();
  const start = clock.now();
  let t: TestApp;
  let s: SessionsScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
  });
  afterAll(() => t.close());

  const agendaOf = async (who: Person) =>
    (await s.call<Agenda>(who, 'GET', `/v1/event/agenda?eventId=${s.event.id}`)).body.data;

  it('lists joined, waiting and speaking sessions and off-time in time order; not others’ or unjoined ones', async () => {
    clock.set(start);
    const me = await s.member();
    const other = await s.member();
    const joined = await s.session({ name: 'Joined' }, [{ inHours: 3 }]);
    const workshop = await s.session({ name: 'Workshop', blocking: true }, [{ inHours: 1 }]);
    await s.session({ name: 'Speaking', speakers: [me.participant.id] }, [{ inHours: 5 }, { inHours: 29 }]);
    await s.session({ name: 'Not joined' }, [{ inHours: 2 }]);
    const joinedByOther = await s.session({ name: 'Theirs' }, [{ inHours: 4 }]);
    for (const id of [joined.id, workshop.id]) {
      await s.call(me, 'POST', '/v1/event/schedule/join', { eventId: s.event.id, selectedSessionId: id });
    }
    await s.call(other, 'POST', '/v1/event/schedule/join', {
      eventId: s.event.id,
      selectedSessionId: joinedByOther.id,
    });
    // 2026-05-12 21:00–21:30 in Istanbul = 18:00–18:30Z, 9 hours after the clock.
    await s.call(me, 'POST', '/v1/event/schedule/participantOff', {
      eventId: s.event.id,
      date: '2026-05-12',
      startTime: '21:00',
      endTime: '21:30',
      timezone: 'Europe/Istanbul',
    });

    const agenda = await agendaOf(me);
    expect(agenda).toMatchObject({
      eventId: s.event.id,
      timezone: 'Europe/Istanbul',
      participantId: me.participant.id,
    });
    expect(
      agenda.rows.map((r) =>
        r.kind === 'session' ? `${r.session.name}:${r.state}:${r.role}` : `off:${r.startsAt - start}`,
      ),
    ).toEqual([
      'Workshop:pending:attendee',
      'Joined:joined:attendee',
      'Speaking:joined:speaker',
      `off:${9 * HOUR_MS}`,
      'Speaking:joined:speaker',
    ]);
    const [first] = agenda.rows;
    expect(first).toMatchObject({
      kind: 'session',
      key: `${workshop.id}:${workshop.occurrences[0]!.id}`,
      occurrenceId: workshop.occurrences[0]!.id,
      session: { me: { request: 'pending' } },
    });
  });

  it('records the last join time from the rehearsal window to the end of an occurrence', async () => {
    clock.set(start);
    const me = await s.member();
    // Short, so the whole test stays within the app token's hour.
    const talk = await s.session({}, [{ inHours: 0.5, hours: 0.25 }]);
    const ping = () =>
      s.call<{ ljt: number }>(me, 'POST', '/v1/event/schedule/ping', {
        eventId: s.event.id,
        selectedSessionId: talk.id,
      });
    clock.set(talk.occurrences[0]!.startsAt - SESSION_STARTING_MS - MINUTE_MS);
    expect(await ping()).toMatchObject({ status: 409, body: { errorCode: 'MST-00134' } });
    clock.set(talk.occurrences[0]!.startsAt - SESSION_STARTING_MS);
    expect(await ping()).toMatchObject({ status: 200, body: { data: { ljt: clock.now() } } });
    const seen = await s.call<Session>(me, 'GET', `/v1/event/session?eventId=${s.event.id}&id=${talk.id}`);
    expect(seen.body.data.me.ljt).toBe(clock.now());
    clock.set(talk.occurrences[0]!.endsAt);
    expect(await ping()).toMatchObject({ status: 409, body: { errorCode: 'MST-00133' } });
  });

  it('checks in to an occurrence of my agenda from 5 minutes before its start until its end, once', async () => {
    clock.set(start);
    const me = await s.member();
    const stranger = await s.member();
    const talk = await s.session({}, [{ inHours: 0.5, hours: 0.25 }]);
    const occurrence = talk.occurrences[0]!;
    const checkIn = (who: Person) =>
      s.call<{ checkedInAt: number }>(who, 'POST', '/v1/event/schedule/checkIn', {
        eventId: s.event.id,
        selectedSessionId: talk.id,
      });
    await s.call(me, 'POST', '/v1/event/schedule/join', { eventId: s.event.id, selectedSessionId: talk.id });

    clock.set(occurrence.startsAt - AGENDA_STARTING_MS - 1);
    expect(await checkIn(me)).toMatchObject({ status: 409, body: { errorCode: 'MST-00134' } });
    clock.set(occurrence.startsAt - AGENDA_STARTING_MS);
    expect(await checkIn(stranger)).toMatchObject({ status: 403 });
    const first = clock.now();
    expect(await checkIn(me)).toMatchObject({
      status: 200,
      body: { data: { occurrenceId: occurrence.id, checkedInAt: first } },
    });
    clock.advance(10 * MINUTE_MS);
    expect((await checkIn(me)).body.data.checkedInAt).toBe(first);
    clock.set(occurrence.endsAt);
    expect(await checkIn(me)).toMatchObject({ status: 409, body: { errorCode: 'MST-00133' } });
    clock.set(start);
  });
});
