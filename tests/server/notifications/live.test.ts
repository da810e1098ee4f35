import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@shared/live/messages';
import { topicPath } from '@shared/live/topics';
import { createTestClock } from '../../support/clock';
import { openLive, type LiveTestClient } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNotificationsScene } from './scene';

/** The notifier's publishes reach subscribers of the newActivity/… topics (spec core §7). */
describe.each(engines)('notification topics on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const valueOn = (client: LiveTestClient, topic: string, match: (v: unknown) => boolean) =>
    client.waitFor((m: LiveServerMessage) => m.type === 'value' && m.topic === topic && match(m.value));

  it('pushes my badge and my first page when I am told, and again when I open the feed', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    const socket = await openLive(t.app);
    try {
      await socket.authenticate(me.token);
      const meta = topicPath('notificationMeta', { userId: me.userId });
      const items = topicPath('notificationItems', { userId: me.userId });
      expect(await socket.subscribe(meta)).toMatchObject({
        type: 'snapshot',
        value: { unseen: 0, lastNotificationDate: null },
      });
      expect(await socket.subscribe(items)).toMatchObject({ type: 'snapshot', value: { items: [] } });

      clock.advance(1000);
      const [id] = await s.tell([me], 'meeting_request');
      await valueOn(socket, meta, (v) => (v as { unseen: number }).unseen === 1);
      await valueOn(socket, items, (v) => {
        const feed = v as { items: { id: string; type: string; seen: boolean }[] };
        return feed.items.length === 1 && feed.items[0]!.id === id && !feed.items[0]!.seen;
      });

      clock.advance(1000);
      await s.seen(me, { ids: [id!], seenAll: true });
      await valueOn(
        socket,
        meta,
        (v) => (v as { lastNotificationDate: number | null }).lastNotificationDate === clock.now(),
      );
      await valueOn(socket, items, (v) => (v as { items: { seen: boolean }[] }).items[0]?.seen === true);
    } finally {
      socket.close();
    }
  });

  it('delivers a full first page, larger than a NOTIFY payload, whole', async () => {
    const s = await createNotificationsScene(t);
    const me = await s.member();
    const socket = await openLive(t.app);
    try {
      await socket.authenticate(me.token);
      const items = topicPath('notificationItems', { userId: me.userId });
      await socket.subscribe(items);
      clock.advance(1000);
      for (let i = 0; i < 30; i++) {
        await t.services.notifications.notifier.toUsers(t.database.db, [me.userId], {
          eventId: s.event.id,
          type: 'meeting_request',
          details: { invitationId: `invitation-${i}` },
        });
      }
      await s.tell([me]);
      await valueOn(socket, items, (v) => {
        const feed = v as { items: unknown[]; more: boolean; unseen: number };
        return feed.items.length === 30 && feed.more && feed.unseen === 31;
      });
    } finally {
      socket.close();
    }
  });

  it('moves the event’s marker for its participants when an event-wide item is made', async () => {
    const s = await createNotificationsScene(t);
    const attendee = await s.member();
    const socket = await openLive(t.app);
    try {
      await socket.authenticate(attendee.token);
      const marker = topicPath('eventActivity', { eventId: s.event.id });
      expect(await socket.subscribe(marker)).toMatchObject({ type: 'snapshot', value: { lastAt: null } });
      clock.advance(1000);
      await s.announce();
      await valueOn(socket, marker, (v) => (v as { lastAt: number | null }).lastAt === clock.now());
    } finally {
      socket.close();
    }
  });
});
