import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationFeed } from '@shared/schemas/notifications';
import { participants, users } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene, type Person } from '../meetings/scene';
import { createNotificationsScene } from './scene';

/**
 * Who caused a notification (spec core §3 Notification det, docs/notifications.md "Actor"): the
 * feed names them as they are when it is read, so a rename or a new photo shows on old items.
 */
describe.each(engines)('notification actor on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('names the sender of a meeting request, and the one who accepted it, to the other', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const [ada, bob] = [await m.member({ surname: 'Lovelace' }, 'Ada'), await m.member({}, 'Bob')];
    const feedOf = async (who: Person) =>
      (await m.call<NotificationFeed>(who, 'GET', '/v1/notifications')).body.data.items;
    const invitationId = await m.invite(ada, bob);
    const [request] = await feedOf(bob);
    expect(request).toMatchObject({
      type: 'meeting_request',
      det: { participantId: ada.participant.id, invitationId },
      actor: { participantId: ada.participant.id, name: 'Ada', surname: 'Lovelace', profilePhoto: null },
    });

    clock.advance(1000);
    expect((await m.act(bob, 'confirm', { invitationId, slotId: m.slot(2) })).status).toBe(200);
    const [confirmed] = await feedOf(ada);
    expect(confirmed).toMatchObject({
      type: 'confirmed',
      actor: { participantId: bob.participant.id, name: 'Bob' },
    });
  });

  it('reads the actor’s current name and photo, and none once they left the event or for no one', async () => {
    const s = await createNotificationsScene(t);
    const [me, ada] = [await s.member(), await s.member(s.event.id, { name: 'Ada', surname: 'Byron' })];
    clock.advance(1000);
    const [byAda] = await s.tell([me], 'meeting_request', s.event.id, { participantId: ada.participantId });
    const [byNoOne] = await s.tell([me], 'invited_to_event');
    const db = t.database.db;
    await db.update(participants).set({ surname: 'Lovelace' }).where(eq(participants.id, ada.participantId));
    await db.update(users).set({ profilePhotoPath: '/photos/ada/1/xl.jpg' }).where(eq(users.id, ada.userId));
    const actorOf = async (id: string | undefined) =>
      (await s.feed(me)).items.find((n) => n.id === id)?.actor;
    expect(await actorOf(byAda)).toEqual({
      participantId: ada.participantId,
      name: 'Ada',
      surname: 'Lovelace',
      company: null,
      jobTitle: null,
      profilePhoto: '/photos/ada/1/xl.jpg',
    });
    expect(await actorOf(byNoOne)).toBeNull();

    await db.update(participants).set({ state: 'deleted' }).where(eq(participants.id, ada.participantId));
    expect(await actorOf(byAda)).toBeNull();
  });

  it('does not take a participant of another event for the actor', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    const elsewhere = await s.member(s.otherEvent.id);
    const [id] = await s.tell([me], 'meeting_request', s.event.id, {
      participantId: elsewhere.participantId,
    });
    expect((await s.feed(me)).items.find((n) => n.id === id)?.actor).toBeNull();
  });
});
