import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@shared/schemas/invitations';
import type { CalendarResult } from '@shared/schemas/sessions';
import { participants } from '../../../server/db/schema';
import type { Publish } from '../../../server/services/deps';
import { createSpeakersService } from '../../../server/services/speakers';
import { insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { readIcs } from '../../support/readIcs';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene, type MeetingsScene } from '../meetings/scene';
import type { Person } from '../sessions/scene';

/**
 * What answers the caller's own things across every event they take part in — their invitations,
 * their calendar feed, the events their photo is pushed to — reads their events through the access
 * module (access.memberships), so an event where their participant is deleted drops out of all of it.
 */
describe.each(engines)('a deleted participant’s event, across events, on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let a: MeetingsScene;
  let b: MeetingsScene;
  let ada: Person;
  let adaInB: Person['participant'];
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    a = await createMeetingsScene(t, clock.now);
    b = await createMeetingsScene(t, clock.now);
  });
  afterAll(() => t.close());

  // Each test: Ada takes part in events A and B; her participant in A is deleted during the test.
  const adaInBoth = async () => {
    ada = await a.member();
    adaInB = await insertParticipant(t.database.db, b.event.id, { userId: ada.userId, name: 'Ada' });
  };
  const deleteAdaInA = () =>
    t.database.db
      .update(participants)
      .set({ state: 'deleted' })
      .where(eq(participants.id, ada.participant.id));

  it('drops the event from her invitations: not listed across events, and 404 Event when named', async () => {
    await adaInBoth();
    const bob = await a.member({}, 'Bob');
    const inA = await a.invite(bob, ada);
    const carol = await b.member({}, 'Carol');
    const inB = await b.invite(carol, { ...ada, participant: adaInB });
    const listed = async (query = '') => {
      const res = await a.call<Invitation[]>(ada, 'GET', `/v1/event/invitations${query}`);
      return { status: res.status, ids: res.status === 200 ? res.body.data.map((i) => i.id) : [] };
    };
    expect(await listed()).toEqual({ status: 200, ids: expect.arrayContaining([inA, inB]) });

    await deleteAdaInA();
    const across = await listed();
    expect(across).toEqual({ status: 200, ids: expect.arrayContaining([inB]) });
    expect(across.ids).not.toContain(inA);
    expect((await listed(`?eventId=${a.event.id}`)).status).toBe(404);
    expect(await listed(`?eventId=${b.event.id}`)).toEqual({ status: 200, ids: [inB] });
  });

  it('drops the event from her calendar feed and keeps the others', async () => {
    await adaInBoth();
    const talkA = await a.session({ name: 'Talk in A', speakers: [ada.participant.id] }, [{ inHours: 3 }]);
    const talkB = await b.session({ name: 'Talk in B', speakers: [adaInB.id] }, [{ inHours: 3 }]);
    const link = await b.call<CalendarResult>(ada, 'POST', '/v1/event/participant/calendar', {
      eventId: b.event.id,
      mode: 'link',
    });
    expect(link.status).toBe(200);
    const path = new URL((link.body as { data: { url: string } }).data.url).pathname;
    const uids = async () =>
      readIcs((await t.app.inject({ method: 'GET', url: path })).body).events.map((e) => e.UID);
    const uidOf = (talk: typeof talkA) => `${talk.occurrences[0]!.id}@lanyard`;
    expect((await uids()).sort()).toEqual([uidOf(talkA), uidOf(talkB)].sort());

    await deleteAdaInA();
    expect(await uids()).toEqual([uidOf(talkB)]);
  });

  it('no longer pushes the speakers of that event when her photo changes', async () => {
    await adaInBoth();
    await a.session({ name: 'Speaking in A', speakers: [ada.participant.id] });
    await b.session({ name: 'Speaking in B', speakers: [adaInB.id] });
    const pushedTo: string[] = [];
    const publish = (async (_name, params) => {
      pushedTo.push((params as { eventId: string }).eventId);
    }) as Publish;
    const speakers = createSpeakersService({ database: t.database, access: t.services.access, publish });
    await speakers.publishForUser(ada.userId);
    expect(pushedTo.sort()).toEqual([a.event.id, b.event.id].sort());

    await deleteAdaInA();
    pushedTo.length = 0;
    await speakers.publishForUser(ada.userId);
    expect(pushedTo).toEqual([b.event.id]);
  });
});
