import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';
import { participants } from '../../../server/db/schema';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type NetworkingScene } from './scene';

/**
 * My favourite and ignored marks follow me live (issue 20: the directory's tags on another device of
 * mine): newEvents/{eventId}/tags/{userId} answers them for me alone, a mark pushes the new set, and
 * removal from the event ends the subscription.
 */
describe.each(engines)('my tags live on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
  });
  afterAll(() => t.close());

  const valueOf = (m: LiveServerMessage) =>
    m.type === 'value' || m.type === 'snapshot' ? m.value : undefined;

  it('pushes every mark I make to my other devices, and refuses anyone else of the event', async () => {
    const me = await s.member({ name: 'Mina' });
    const neighbour = await s.member({ name: 'Nil' });
    const ada = await s.person({ name: 'Ada' });
    const topic = topicPath('myTags', { eventId: s.event.id, userId: me.userId });

    const device = await openLive(t.app);
    await device.authenticate(me.token);
    expect(valueOf(await device.subscribe(topic))).toEqual([]);

    expect((await s.tag(me, ada.id, 'fav')).status).toBe(200);
    const fav = await device.waitFor((m) => m.type === 'value' && m.topic === topic);
    expect(valueOf(fav)).toEqual([{ participantId: ada.id, tag: 'fav' }]);
    await s.tag(me, ada.id, null);
    await device.waitFor((m) => m.type === 'value' && m.topic === topic && JSON.stringify(m.value) === '[]');

    const other = await openLive(t.app);
    await other.authenticate(neighbour.token);
    expect(await other.subscribe(topic)).toMatchObject({ type: 'error', errorCode: 'MST-00403' });
    device.close();
    other.close();
  });

  it('ends the subscription when I am removed from the event', async () => {
    const me = await s.member({ name: 'Remy' });
    const topic = topicPath('myTags', { eventId: s.event.id, userId: me.userId });
    const device = await openLive(t.app);
    await device.authenticate(me.token);
    expect((await device.subscribe(topic)).type).toBe('snapshot');

    await t.database.db
      .update(participants)
      .set({ state: 'deleted' })
      .where(eq(participants.id, me.participant.id));
    await t.services.access.revoke({ userIds: [me.userId], eventId: s.event.id });
    expect(await device.waitFor((m) => m.type === 'unsubscribed' && m.topic === topic)).toMatchObject({
      errorCode: 'MST-00403',
    });
    device.close();
  });
});
