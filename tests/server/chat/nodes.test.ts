import { afterEach, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { ChatMessagePage, ChatRoom } from '@shared/schemas/chat';
import { openLive, type LiveTestClient } from '../../support/live';
import { describeOnTwoNodes } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * Several nodes (issue 12): two server processes on one PostgreSQL. A message sent through node A
 * reaches a member's socket on node B over the LISTEN/NOTIFY bus (server/live/bus.ts), as the
 * same child events; one too large for NOTIFY arrives as the room's fresh snapshot.
 */
describeOnTwoNodes('chat across two nodes', (nodes) => {
  const sockets: LiveTestClient[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });

  it('delivers a message sent through node A to a subscriber on node B', async () => {
    const c = await createChatScene(nodes.a, Date.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    const messages = topicPath('roomMessages', { roomId });
    const rooms = topicPath('userRooms', { userId: bob.userId });

    const onB = await openLive(nodes.b.app);
    sockets.push(onB);
    await onB.authenticate(bob.token);
    expect((await onB.subscribe(messages)).type).toBe('snapshot');
    expect((await onB.subscribe(rooms)).type).toBe('snapshot');

    const sent = await c.send(ada, roomId, 'Across nodes');
    const arrived = await onB.waitFor((m) => m.type === 'child_added' && m.topic === messages);
    expect(arrived).toMatchObject({ key: sent.id, value: { msg: 'Across nodes', seq: sent.seq } });
    const row = await onB.waitFor(
      (m) =>
        m.type === 'child_changed' && m.topic === rooms && (m.value as ChatRoom).lastMessage?.id === sent.id,
    );
    expect(row).toMatchObject({ key: roomId, value: { countUnreadMessages: 2 } });

    // Control characters are escaped six bytes each in JSON: past NOTIFY's 8,000 bytes.
    const large = await c.send(ada, roomId, `big${'\u0001'.repeat(1990)}end`);
    const reloaded = await onB.waitFor(
      (m) =>
        m.type === 'snapshot' &&
        m.topic === messages &&
        (m.value as ChatMessagePage).messages.at(-1)?.id === large.id,
    );
    const page = (reloaded as Extract<typeof reloaded, { type: 'snapshot' }>).value as ChatMessagePage;
    expect(page.messages.map((m) => m.id)).toContain(sent.id);
  });
});
