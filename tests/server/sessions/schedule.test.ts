import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleRequest, ScheduleResult, Session } from '@shared/schemas/sessions';
import { AppError } from '../../../server/http/errors';
import { createTestClock } from '../../support/clock';
import { apiCall } from '../../support/apiCall';
import { outboxFor } from '../../support/outbox';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/**
 * Joining rules (spec core §4, DECISIONS 11): a blocking session is a request organizers approve or
 * decline; an occurrence that overlaps my blocking sessions, the sessions I speak at or my off-time
 * is busy (half-open intervals: touching is not overlapping).
 * The clock is 2026-05-12 09:00Z, 12:00 in the event's zone (Europe/Istanbul).
 */
describe.each(engines)('joining, requests and collisions on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  let organizer: Person;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
    organizer = await s.member({ organizer: true });
  });
  afterAll(() => t.close());

  const join = (who: Person, sessionId: string, occurrenceId?: string) =>
    s.call<ScheduleResult>(who, 'POST', '/v1/event/schedule/join', {
      eventId: s.event.id,
      selectedSessionId: sessionId,
      ...(occurrenceId ? { occurrenceId } : {}),
    });
  const decide = (who: Person, requestId: string, decision: 'approve' | 'decline') =>
    s.call<ScheduleRequest>(who, 'POST', '/v1/event/schedule/request', {
      eventId: s.event.id,
      requestId,
      decision,
    });
  const pending = async () =>
    (await s.call<ScheduleRequest[]>(organizer, 'GET', `/v1/event/schedule/requests?eventId=${s.event.id}`))
      .body.data;

  it('blocking session: pending request (no seat), organizer approves → joined with a seat and an e-mail', async () => {
    const workshop = await s.session({ name: 'Workshop', blocking: true }, [{ capacity: 12 }]);
    const me = await s.member();
    expect((await join(me, workshop.id)).body.data).toMatchObject({
      entry: { state: 'pending' },
      session: {
        me: { inAgenda: null, request: 'pending', requestOccurrenceId: workshop.occurrences[0]!.id },
      },
    });
    expect(await s.usedCapacity(workshop.occurrences[0]!.id)).toBe(0);

    const request = (await pending()).find((r) => r.participant.participantId === me.participant.id);
    expect(request).toMatchObject({ sessionName: 'Workshop', state: 'pending' });
    expect(await decide(me, request!.id, 'approve')).toMatchObject({ status: 403 });

    expect(await decide(organizer, request!.id, 'approve')).toMatchObject({
      status: 200,
      body: { data: { state: 'joined' } },
    });
    expect(await s.usedCapacity(workshop.occurrences[0]!.id)).toBe(1);
    const seen = await s.call<Session>(
      me,
      'GET',
      `/v1/event/session?eventId=${s.event.id}&id=${workshop.id}`,
    );
    expect(seen.body.data.me).toMatchObject({ inAgenda: workshop.occurrences[0]!.id, request: 'none' });
    expect((await outboxFor(t.dataDir, me.account.email)).at(-1)).toMatchObject({
      subject: 'You are in: Workshop',
    });
    // Deciding twice is refused.
    expect(await decide(organizer, request!.id, 'decline')).toMatchObject({
      status: 409,
      body: { field: 'requestId' },
    });
  });

  it('declined: the user sees request declined, cannot ask again until they remove it', async () => {
    const workshop = await s.session({ name: 'Lab', blocking: true }, [{ capacity: 12 }]);
    const me = await s.member();
    const asked = await join(me, workshop.id);
    const requestId = (await pending()).find((r) => r.participant.participantId === me.participant.id)!.id;
    expect(asked.status).toBe(200);
    expect(await decide(organizer, requestId, 'decline')).toMatchObject({
      body: { data: { state: 'declined' } },
    });
    expect((await outboxFor(t.dataDir, me.account.email)).at(-1)?.subject).toBe('Request declined: Lab');

    const again = await join(me, workshop.id);
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'MST-00132' } });
    const seen = await s.call<Session>(
      me,
      'GET',
      `/v1/event/session?eventId=${s.event.id}&id=${workshop.id}`,
    );
    expect(seen.body.data.me).toMatchObject({ request: 'declined', inAgenda: null });

    await s.call(me, 'POST', '/v1/event/schedule/leave', {
      eventId: s.event.id,
      selectedSessionId: workshop.id,
    });
    expect((await join(me, workshop.id)).body.data.entry).toMatchObject({ state: 'pending' });
  });

  it('tells the participant in their language: a Spanish reader gets the answer in Spanish, the date in es-ES', async () => {
    const workshop = await s.session({ name: 'Taller', blocking: true }, [{ capacity: 12 }]);
    const me = await s.member();
    const chose = await apiCall(t.app, me, 'PUT', '/v1/user/profile', {
      action: 'uiSettings',
      uiSettings: { language: 'es' },
    });
    expect(chose.status).toBe(200);
    await join(me, workshop.id);
    const requestId = (await pending()).find((r) => r.participant.participantId === me.participant.id)!.id;
    expect((await decide(organizer, requestId, 'approve')).status).toBe(200);
    const when = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Istanbul',
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(workshop.occurrences[0]!.startsAt);
    expect((await outboxFor(t.dataDir, me.account.email)).at(-1)).toMatchObject({
      subject: 'Tienes plaza: Taller',
      text: `Los organizadores de Test Summit han confirmado tu plaza en «Taller», ${when} (Europe/Istanbul).\nYa está en tu agenda.`,
    });
  });

  it('approving when the occurrence is full fails with MST-00130 and leaves the request pending', async () => {
    const workshop = await s.session({ name: 'Tiny lab', blocking: true }, [{ capacity: 1 }]);
    const [a, b] = [await s.member(), await s.member()];
    await join(a, workshop.id);
    await join(b, workshop.id);
    const requests = (await pending()).filter((r) => r.sessionId === workshop.id);
    expect(requests).toHaveLength(2);
    expect((await decide(organizer, requests[0]!.id, 'approve')).status).toBe(200);
    expect(await decide(organizer, requests[1]!.id, 'approve')).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00130' },
    });
    expect((await pending()).filter((r) => r.sessionId === workshop.id)).toHaveLength(1);
    expect(await s.usedCapacity(workshop.occurrences[0]!.id)).toBe(1);
  });

  it('organizers join a blocking session directly', async () => {
    const workshop = await s.session({ blocking: true }, [{ capacity: 5 }]);
    expect((await join(organizer, workshop.id)).body.data.entry).toMatchObject({ state: 'joined' });
  });

  it('refuses to join 1:1 meeting slots (moostoo, moostoo_meeting) from the program, for organizers too', async () => {
    const me = await s.member();
    for (const type of ['moostoo', 'moostoo_meeting'] as const) {
      const slots = await s.session({ name: `${type} slots`, type }, [
        { capacity: 1 },
        { inHours: 2, capacity: 1 },
      ]);
      for (const who of [me, organizer]) {
        expect(await join(who, slots.id)).toMatchObject({
          status: 400,
          body: { field: 'selectedSessionId' },
        });
      }
      expect(await s.usedCapacity(slots.occurrences[0]!.id)).toBe(0);
    }
  });

  it('refuses an occurrence overlapping my blocking session (MST-00131), accepts one that only touches it', async () => {
    const me = await s.member();
    const workshop = await s.session({ name: 'Blocking', blocking: true }, [{ inHours: 2, hours: 1 }]);
    const overlapping = await s.session({ name: 'Overlapping' }, [{ inHours: 2.5, hours: 1 }]);
    const touching = await s.session({ name: 'Touching' }, [{ inHours: 3, hours: 1 }]);
    const parallel = await s.session({ name: 'Parallel talk' }, [{ inHours: 2.5, hours: 1 }]);

    // Normal sessions do not block each other.
    expect((await join(me, overlapping.id)).status).toBe(200);
    expect((await join(me, parallel.id)).status).toBe(200);
    await s.call(me, 'POST', '/v1/event/schedule/leave', {
      eventId: s.event.id,
      selectedSessionId: overlapping.id,
    });
    // A pending request for the blocking session already takes the time.
    expect((await join(me, workshop.id)).body.data.entry).toMatchObject({ state: 'pending' });

    const refused = await join(me, overlapping.id);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        errorCode: 'MST-00131',
        details: { collisions: [{ kind: 'session', id: workshop.occurrences[0]!.id }] },
      },
    });
    expect((await join(me, touching.id)).status).toBe(200);

    const listed = await s.call<Session[]>(me, 'GET', `/v1/event/sessions?eventId=${s.event.id}`);
    const byName = new Map(listed.body.data.map((x) => [x.name, x]));
    expect(byName.get('Overlapping')?.me.collidingOccurrenceIds).toEqual([overlapping.occurrences[0]!.id]);
    expect(byName.get('Touching')?.me.collidingOccurrenceIds).toEqual([]);
    expect(byName.get('Blocking')?.me.collidingOccurrenceIds).toEqual([]);
  });

  it('refuses an occurrence overlapping my off-time or a session I speak at', async () => {
    const speaker = await s.member();
    // 2026-05-12 16:00–17:00 in Istanbul is 13:00–14:00Z, 4 to 5 hours after the clock.
    const off = await s.call(speaker, 'POST', '/v1/event/schedule/participantOff', {
      eventId: s.event.id,
      date: '2026-05-12',
      startTime: '16:00',
      endTime: '17:00',
      timezone: 'Europe/Istanbul',
    });
    expect(off.status).toBe(200);
    const duringBreak = await s.session({}, [{ inHours: 4.5, hours: 1 }]);
    expect(await join(speaker, duringBreak.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00131', details: { collisions: [{ kind: 'offTime' }] } },
    });

    await s.session({ speakers: [speaker.participant.id] }, [{ inHours: 6, hours: 1 }]);
    const duringTalk = await s.session({}, [{ inHours: 6.75, hours: 1 }]);
    expect(await join(speaker, duringTalk.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00131' },
    });
  });

  it('two simultaneous joins of overlapping blocking sessions by one person: one request, one refusal', async () => {
    const me = await s.quickMember();
    const a = await s.session({ blocking: true }, [{ inHours: 8, hours: 1 }]);
    const b = await s.session({ blocking: true }, [{ inHours: 8.5, hours: 1 }]);
    const results = await Promise.all(
      [a, b].map((x) =>
        t.services.sessions.join(me.userId, { eventId: s.event.id, selectedSessionId: x.id }).then(
          () => 'ok',
          (err: unknown) => (err instanceof AppError ? err.code : String(err)),
        ),
      ),
    );
    expect(results.sort()).toEqual(['MST-00131', 'ok']);
  });
});
