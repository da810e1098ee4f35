import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { Session } from '@shared/schemas/sessions';
import { signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/**
 * Spec core §4 session visibility: organizers see hidden sessions; restricted sessions only for the
 * allowed participant types; a session someone may not see does not exist for them (404), in the
 * list, the detail, join and its realtime topic alike.
 */
describe.each(engines)('session visibility on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  let people: Record<'attendee' | 'vip' | 'organizer' | 'speaker', Person>;
  let ids: Record<'open' | 'hidden' | 'notForParticipants' | 'restricted' | 'hiddenRehearsal', string>;

  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
    people = {
      attendee: await s.member({ typeId: 'attendee' }),
      vip: await s.member({ typeId: 'vip' }),
      organizer: await s.member({ organizer: true }),
      speaker: await s.member({ typeId: 'attendee' }),
    };
    ids = {
      open: (await s.session({ name: 'Keynote' })).id,
      hidden: (await s.session({ name: 'Staff briefing', hidden: true })).id,
      notForParticipants: (await s.session({ name: 'Crew call', visibleToParticipant: false })).id,
      restricted: (await s.session({ name: 'VIP breakfast', restricted: true, allowedParticipants: ['vip'] }))
        .id,
      hiddenRehearsal: (
        await s.session({ name: 'Rehearsal', hidden: true, speakers: [people.speaker.participant.id] })
      ).id,
    };
  });
  afterAll(() => t.close());

  const listFor = async (who: Person) => {
    const res = await s.call<Session[]>(who, 'GET', `/v1/event/sessions?eventId=${s.event.id}`);
    expect(res.status).toBe(200);
    return res.body.data.map((x) => x.name).sort();
  };

  it('lists per role: attendee, allowed type, the session’s speaker, organizer', async () => {
    expect(await listFor(people.attendee)).toEqual(['Keynote']);
    expect(await listFor(people.vip)).toEqual(['Keynote', 'VIP breakfast']);
    expect(await listFor(people.speaker)).toEqual(['Keynote', 'Rehearsal']);
    expect(await listFor(people.organizer)).toEqual(
      ['Crew call', 'Keynote', 'Rehearsal', 'Staff briefing', 'VIP breakfast'].sort(),
    );
  });

  it('answers 404 for a session the caller may not see, and the session for those who may', async () => {
    const get = (who: Person, id: string) =>
      s.call<Session>(who, 'GET', `/v1/event/session?eventId=${s.event.id}&id=${id}`);
    for (const id of [ids.hidden, ids.notForParticipants, ids.restricted, ids.hiddenRehearsal]) {
      expect(await get(people.attendee, id)).toMatchObject({ status: 404, body: { errorCode: 'MST-00404' } });
    }
    expect(await get(people.vip, ids.restricted)).toMatchObject({
      status: 200,
      body: { data: { name: 'VIP breakfast', restricted: true, me: { role: 'attendee' } } },
    });
    expect(await get(people.speaker, ids.hiddenRehearsal)).toMatchObject({
      status: 200,
      body: {
        data: { me: { role: 'speaker' }, speakers: [{ participantId: people.speaker.participant.id }] },
      },
    });
    expect(await get(people.organizer, ids.hidden)).toMatchObject({
      status: 200,
      body: { data: { hidden: true, me: { role: 'organizer' } } },
    });
  });

  it('refuses to join what one may not see with 404 naming selectedSessionId', async () => {
    const join = (who: Person, id: string) =>
      s.call(who, 'POST', '/v1/event/schedule/join', { eventId: s.event.id, selectedSessionId: id });
    expect(await join(people.attendee, ids.restricted)).toMatchObject({
      status: 404,
      body: { field: 'selectedSessionId' },
    });
    expect(await join(people.attendee, ids.hidden)).toMatchObject({ status: 404 });
    expect(await join(people.vip, ids.restricted)).toMatchObject({
      status: 200,
      body: { data: { entry: { state: 'joined' } } },
    });
  });

  it('keeps the program from people outside the event (404)', async () => {
    const stranger = await signedUpUser(t.app);
    expect(await s.call(stranger, 'GET', `/v1/event/sessions?eventId=${s.event.id}`)).toMatchObject({
      status: 404,
    });
    expect(await s.call(null, 'GET', `/v1/event/sessions?eventId=${s.event.id}`)).toMatchObject({
      status: 401,
    });
  });

  it('admits to a session’s public topic only those who may see the session', async () => {
    const topic = (id: string) => topicPath('publicSession', { eventId: s.event.id, sessionId: id });
    const subscribe = (who: Person, id: string) =>
      t.services.live.subscribe({ userId: who.userId }, topic(id));
    expect(await subscribe(people.attendee, ids.restricted)).toMatchObject({
      ok: false,
      errorCode: 'MST-00403',
    });
    expect(await subscribe(people.attendee, ids.hidden)).toMatchObject({ ok: false });
    expect(await subscribe(people.vip, ids.restricted)).toMatchObject({ ok: true });
    expect(await subscribe(people.organizer, ids.hidden)).toMatchObject({ ok: true });
  });
});
