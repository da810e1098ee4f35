import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@shared/live/messages';
import { topicPath } from '@shared/live/topics';
import type { SpeakerCard } from '@shared/schemas/participants';
import { signedUpUser } from '../../support/accounts';
import { insertSession } from '../../support/builders';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import type { Member } from '../networking/scene';
import { createProfileScene, type ProfileScene } from './scene';

const HOUR = 60 * 60_000;

/**
 * The speakers (spec networking §2 speaker card, §3 Speaker, §7 newEvents/{eventId}/speakers):
 * the people named as speakers of the sessions the viewer may see, with those sessions by start;
 * showSpeaker false hides one; members only.
 */
describe.each(engines)('speakers on %s', (engine) => {
  let t: TestApp;
  let s: ProfileScene;
  let attendee: Member;
  let vip: Member;
  let organizer: Member;
  let speaker: Member;
  const ids = {} as Record<'zoe' | 'hidden' | 'rehearsing' | 'vipOnly' | 'deleted', string>;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createProfileScene(t);
    const db = t.database.db;
    attendee = await s.member({ name: 'Attendee' });
    vip = await s.member({ name: 'Vip', typeId: 'investor' });
    organizer = await s.member({ name: 'Olga', organizer: true });
    speaker = await s.member({ name: 'Aylin', surname: 'Speaker', company: 'Northwind', jobTitle: 'CTO' });
    ids.zoe = (await s.person({ name: 'Zoe', surname: 'Speaker' })).id;
    ids.hidden = (await s.person({ name: 'Hidden', showSpeaker: false })).id;
    ids.rehearsing = (await s.person({ name: 'Rehearsing' })).id;
    ids.vipOnly = (await s.person({ name: 'Vip', surname: 'Guest' })).id;
    ids.deleted = (await s.person({ name: 'Gone', state: 'deleted' })).id;
    const start = Date.now() + HOUR;
    await insertSession(db, s.event.id, { name: 'Keynote', speakers: [speaker.participant.id, ids.zoe] }, [
      { startsAt: start + 5 * HOUR, endsAt: start + 6 * HOUR },
      { startsAt: start, endsAt: start + HOUR },
    ]);
    await insertSession(
      db,
      s.event.id,
      { name: 'Workshop', speakers: [speaker.participant.id, ids.hidden] },
      [{ startsAt: start + 2 * HOUR, endsAt: start + 3 * HOUR }],
    );
    await insertSession(db, s.event.id, {
      name: 'Rehearsal',
      hidden: true,
      speakers: [ids.rehearsing, ids.deleted],
    });
    await insertSession(db, s.event.id, {
      name: 'Investor breakfast',
      restricted: true,
      allowedParticipants: ['investor'],
      speakers: [ids.vipOnly],
    });
  });
  afterAll(() => t.close());

  const names = (list: SpeakerCard[]) => list.map((p) => `${p.name} ${p.surname}`);

  it('refuses a stranger, another event’s member and a caller without a token', async () => {
    const stranger = await signedUpUser(t.app);
    const elsewhere = await (await createProfileScene(t)).member();
    expect((await s.speakers(stranger)).status).toBe(404);
    expect((await s.speakers(elsewhere)).status).toBe(404);
    expect((await s.speakers(null)).status).toBe(401);
  });

  it('lists the speakers of the sessions an attendee sees, by name, each with their sessions by start', async () => {
    const res = await s.speakers(attendee);
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Aylin Speaker', 'Zoe Speaker']);
    const aylin = res.body.data[0]!;
    expect(aylin).toMatchObject({
      id: speaker.participant.id,
      company: 'Northwind',
      jobTitle: 'CTO',
      showSpeaker: true,
      profilePhoto: null,
    });
    expect(aylin.sessions.map((x) => x.title)).toEqual(['Keynote', 'Workshop', 'Keynote']);
    expect(aylin.sessions.map((x) => x.startsAt)).toEqual([...aylin.sessions.map((x) => x.startsAt)].sort());
  });

  it('adds the speakers of restricted and hidden sessions for those who see them; never hidden or deleted ones', async () => {
    expect(names((await s.speakers(vip)).body.data)).toEqual(['Aylin Speaker', 'Vip Guest', 'Zoe Speaker']);
    expect(names((await s.speakers(organizer)).body.data)).toEqual([
      'Aylin Speaker',
      'Rehearsing Holder',
      'Vip Guest',
      'Zoe Speaker',
    ]);
  });

  it('gives members the speakers topic with the sessions every member sees, pushed when a speaker saves their profile', async () => {
    const topic = topicPath('speakers', { eventId: s.event.id });
    expect(
      await t.services.live.subscribe({ userId: (await signedUpUser(t.app)).userId }, topic),
    ).toMatchObject({
      ok: false,
      errorCode: 'MST-00403',
    });
    const client = await openLive(t.app);
    try {
      await client.authenticate(vip.token);
      const snapshot = await client.subscribe(topic);
      expect(names((snapshot as { value: SpeakerCard[] }).value)).toEqual(['Aylin Speaker', 'Zoe Speaker']);
      await s.putProfile(speaker, { jobTitle: 'Chief robot officer' });
      const pushed = await client.waitFor((m: LiveServerMessage) => m.type === 'value' && m.topic === topic);
      const cards = (pushed as { value: SpeakerCard[] }).value;
      expect(cards.find((c) => c.id === speaker.participant.id)?.jobTitle).toBe('Chief robot officer');
    } finally {
      client.close();
    }
  });
});
