import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';
import { createTestClock } from '../../support/clock';
import { liveFollowers, settled } from '../../support/live';
import { createTestApp, describeOnTwoNodes, engines, type TestApp } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * A member removed from a room (or leaving it) stops following it at once (issue 20): the socket
 * that subscribed before is told `unsubscribed` for the room's topics and gets none of the room's
 * later pushes — not even the removal's own — while the remaining members go on receiving them.
 */

const { follow, closeAll } = liveFollowers();
afterEach(closeAll);

/** The room's messages and meta. */
const roomTopics = (roomId: string) => ({
  messages: topicPath('roomMessages', { roomId }),
  meta: topicPath('roomMeta', { roomId }),
});

const on = (topic: string) => (m: LiveServerMessage) => 'topic' in m && m.topic === topic;

describe.each(engines)('chat member removal on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('ends a removed member’s room subscriptions, and later messages reach only those still in it', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const cy = await c.member({}, 'Cy');
    const roomId = await c.open(ada, bob, 'Hello');
    await c.ok(ada, 'POST', '/v1/chat/room/member', { roomId, members: [cy.participant.id] });
    const { messages, meta } = roomTopics(roomId);
    const cyRooms = topicPath('userRooms', { userId: cy.userId });
    const cys = await follow(t.app, cy, messages, meta, cyRooms);
    const bobs = await follow(t.app, bob, messages);
    const removedAt = cys.messages.length;

    await c.ok(ada, 'DELETE', '/v1/chat/room/member', { roomId, members: [cy.participant.id] });
    for (const topic of [messages, meta]) {
      expect(await cys.waitFor((m) => m.type === 'unsubscribed' && m.topic === topic)).toMatchObject({
        errorCode: 'MST-00403',
      });
    }
    // Their own list still follows: the room leaves it.
    await cys.waitFor((m) => m.type === 'child_removed' && m.topic === cyRooms && m.key === roomId);

    const sent = await c.send(ada, roomId, 'Only for Bob now');
    await bobs.waitFor((m) => m.type === 'child_added' && m.topic === messages && m.key === sent.id);
    await settled(t.app, cys, cy);
    // Neither the message nor the removal's own meta push (which names who is left) reached Cy.
    const afterRemoval = cys.messages.slice(removedAt);
    expect(afterRemoval.filter(on(messages)).map((m) => m.type)).toEqual(['unsubscribed']);
    expect(afterRemoval.filter(on(meta)).map((m) => m.type)).toEqual(['unsubscribed']);

    // Subscribing again is refused, as for anyone outside the room.
    expect(await cys.subscribe(messages)).toMatchObject({ type: 'error', errorCode: 'MST-00403' });
  });

  it('ends the subscriptions of a member who leaves, on every socket of theirs, and no one else’s', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    const { messages } = roomTopics(roomId);
    const bobPhone = await follow(t.app, bob, messages);
    const bobLaptop = await follow(t.app, bob, messages);
    const adas = await follow(t.app, ada, messages);

    await c.ok(bob, 'DELETE', '/v1/chat/room/member', { roomId, members: [bob.participant.id] });
    for (const socket of [bobPhone, bobLaptop]) {
      await socket.waitFor((m) => m.type === 'unsubscribed' && m.topic === messages);
    }

    const sent = await c.send(ada, roomId, 'Still here');
    await adas.waitFor((m) => m.type === 'child_added' && m.topic === messages && m.key === sent.id);
    expect(adas.messages.some((m) => m.type === 'unsubscribed')).toBe(false);
    await settled(t.app, bobPhone, bob);
    expect(bobPhone.messages.some((m) => m.type === 'child_added' && m.topic === messages)).toBe(false);
  });
});

describeOnTwoNodes('chat member removal across two nodes', (nodes) => {
  it('a member removed through node A stops receiving the room on a socket of node B', async () => {
    const c = await createChatScene(nodes.a, Date.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    const { messages, meta } = roomTopics(roomId);
    const onB = await follow(nodes.b.app, bob, messages, meta);

    await c.ok(ada, 'DELETE', '/v1/chat/room/member', { roomId, members: [bob.participant.id] });
    await onB.waitFor((m) => m.type === 'unsubscribed' && m.topic === messages);
    await onB.waitFor((m) => m.type === 'unsubscribed' && m.topic === meta);

    await c.send(ada, roomId, 'After Bob left');
    await settled(nodes.a.app, onB, bob);
    expect(onB.messages.some((m) => m.type === 'child_added' && m.topic === messages)).toBe(false);
  });
});
