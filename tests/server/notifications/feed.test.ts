import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PER_LOAD } from '@shared/constants';
import { apiCall } from '../../support/apiCall';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNotificationsScene } from './scene';

/** GET /v1/notifications and POST /v1/notifications/seen (spec core §4 "Notifications", §9). */
describe.each(engines)('notification feed on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('pages 30 at a time, newest first, with no item lost or repeated when several share a millisecond', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    const ids: string[] = [];
    for (let i = 0; i < 31; i++) {
      // Pairs share an instant, so the page boundary falls inside a tie.
      if (i % 2 === 0) clock.advance(1000);
      ids.push(...(await s.tell([me])));
    }
    const first = await s.feed(me);
    expect(first.items).toHaveLength(NOTIFICATIONS_PER_LOAD);
    expect(first.more).toBe(true);
    const dts = first.items.map((n) => n.dt);
    expect(dts).toEqual([...dts].sort((a, b) => b - a));
    const last = first.items.at(-1)!;
    const second = await s.feed(me, { before: last.dt, beforeId: last.id });
    expect(second).toMatchObject({ more: false, items: [expect.objectContaining({ dt: last.dt })] });
    expect(new Set([...first.items, ...second.items].map((n) => n.id))).toEqual(new Set(ids));
    expect(first.items[0]).toMatchObject({
      typeNotification: 'user',
      type: 'confirmed',
      eId: s.event.id,
      sesId: 'meeting-1',
      seen: false,
      det: { eventId: s.event.id, meetingId: 'meeting-1', invitationId: null, participantId: null },
    });
  });

  it('gives an event-wide item to the event’s participants only, and narrows to one event on request', async () => {
    const s = await createNotificationsScene(t);
    const [me, colleague, organizer] = [await s.member(), await s.member(), await s.member()];
    const removed = await s.member(s.event.id, { state: 'deleted' });
    const elsewhere = await s.member(s.otherEvent.id);
    const stranger = await s.stranger();
    clock.advance(1000);
    const announcement = await s.announce();
    clock.advance(1);
    const [mine] = await s.tell([me]);
    for (const who of [me, colleague, organizer]) {
      expect((await s.feed(who)).items.map((n) => n.id)).toContain(announcement);
    }
    for (const who of [removed, elsewhere, stranger]) {
      expect((await s.feed(who)).items).toEqual([]);
    }
    expect((await s.feed(colleague)).items.map((n) => n.id)).not.toContain(mine);
    expect((await s.feed(me, { eventId: s.event.id })).items.map((n) => n.id)).toEqual([mine, announcement]);
    // An event I am not in: nothing, not even its announcements.
    await s.announce(s.otherEvent.id);
    expect(await s.feed(me, { eventId: s.otherEvent.id })).toMatchObject({ items: [], more: false });
  });

  it('tags seen only the ids of my feed, for me alone', async () => {
    const s = await createNotificationsScene(t);
    const [me, colleague] = [await s.member(), await s.member()];
    clock.advance(1000);
    const announcement = await s.announce();
    const [mine] = await s.tell([me]);
    const [theirs] = await s.tell([colleague]);
    const foreign = await s.announce(s.otherEvent.id);
    const res = await s.seen(me, { ids: [mine!, announcement, theirs!, foreign, 'no-such-id'] });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.seenIds)).toEqual(new Set([mine, announcement]));
    const seenOf = async (who: typeof me) =>
      Object.fromEntries((await s.feed(who)).items.map((n) => [n.id, n.seen]));
    expect(await seenOf(me)).toEqual({ [mine!]: true, [announcement]: true });
    expect(await seenOf(colleague)).toEqual({ [theirs!]: false, [announcement]: false });
    // Tagging again changes nothing.
    expect((await s.seen(me, { ids: [mine!] })).body.data.seenIds).toEqual([mine]);
  });

  it('counts unseen from lastNotificationDate (everything when never opened); seenAll moves it to now', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    clock.advance(1000);
    await s.tell([me]);
    await s.announce();
    await s.tell([me], 'rescheduled_session');
    expect(await s.feed(me)).toMatchObject({ unseen: 3, lastNotificationDate: null });

    clock.advance(1000);
    const opened = await s.seen(me, { seenAll: true });
    expect(opened.body.data).toEqual({ seenIds: [], unseen: 0, lastNotificationDate: clock.now() });
    // Opening the feed is not reading each item: the tags stay.
    expect((await s.feed(me)).items.every((n) => !n.seen)).toBe(true);

    clock.advance(1000);
    await s.tell([me], 'session_cancelled');
    await s.announce(s.otherEvent.id);
    expect(await s.feed(me)).toMatchObject({ unseen: 1, lastNotificationDate: clock.now() - 1000 });

    // A clock stepping back never moves it back.
    const latest = clock.now() - 1000;
    clock.advance(-5000);
    expect((await s.seen(me, { seenAll: true })).body.data.lastNotificationDate).toBe(latest);
    clock.advance(5000);
  });

  it('writes in the caller’s transaction: a rolled-back change tells no one', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    const failed = t.database.db.transaction(async (tx) => {
      await t.services.notifications.notifier.toUsers(tx, [me.userId], {
        eventId: s.event.id,
        type: 'confirmed',
        details: {},
      });
      throw new Error('the booking failed');
    });
    await expect(failed).rejects.toThrow('the booking failed');
    expect((await s.feed(me)).items).toEqual([]);
  });

  it('refuses the anonymous and gives a stranger an empty feed', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    const stranger = await s.stranger();
    clock.advance(1000);
    const [mine] = await s.tell([me]);
    expect((await apiCall(t.app, null, 'GET', '/v1/notifications')).status).toBe(401);
    expect((await s.seen(null, { ids: [mine!] })).status).toBe(401);
    expect(await s.feed(stranger)).toEqual({ items: [], unseen: 0, lastNotificationDate: null, more: false });
    expect((await s.seen(stranger, { ids: [mine!] })).body.data.seenIds).toEqual([]);
    expect((await s.feed(me)).items[0]).toMatchObject({ id: mine, seen: false });
  });
});
