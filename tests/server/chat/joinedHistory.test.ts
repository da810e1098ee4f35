import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';
import type { ChatMessage, ChatMessagePage, ChatRoom } from '@shared/schemas/chat';
import { createTestClock } from '../../support/clock';
import { openLive, type LiveTestClient } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene, type Person } from './scene';

/**
 * History from joining on (issue 20, Matrix's "joined" visibility): a member added to a room reads
 * nothing written before — not by GET /v1/chat/messages, not in the room's last message, unread
 * count or seen mark, not in the snapshots of rooms/{roomId}/messages and userRooms/{userId}, not in
 * a later change of an old message — and the others read who added whom.
 */
describe.each(engines)('chat history of a member added later on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  const sockets: LiveTestClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close();
  });
  afterAll(() => t.close());

  async function scene() {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const cem = await c.member({}, 'Cem');
    const roomId = await c.open(ada, bob, 'Before Cem: one');
    const secret = await c.send(bob, roomId, 'Before Cem: two');
    const added = await c.ok<ChatRoom>(ada, 'POST', '/v1/chat/room/member', {
      roomId,
      members: [cem.participant.id],
    });
    return { c, ada, bob, cem, roomId, secret, added };
  }

  async function follow(who: Person, topic: string) {
    const socket = await openLive(t.app);
    sockets.push(socket);
    await socket.authenticate(who.token);
    const snapshot = await socket.subscribe(topic);
    expect(snapshot.type).toBe('snapshot');
    return { socket, snapshot: (snapshot as Extract<LiveServerMessage, { type: 'snapshot' }>).value };
  }

  it('answers the added member no message written before their joining, by REST', async () => {
    const { c, ada, bob, cem, roomId, secret } = await scene();
    const history = await c.history(cem, roomId);
    expect(history.messages.map((m) => m.type)).toEqual(['added']);
    expect(JSON.stringify(history)).not.toContain('Before Cem');
    const older = history.messages[0]!.seq;
    expect((await c.history(cem, roomId, older)).messages).toEqual([]);

    const room = await c.room(cem, roomId);
    expect(room.lastMessage).toMatchObject({ type: 'added', sndr: ada.participant.id });
    expect(room.countUnreadMessages).toBe(1);
    const [listed] = await c.rooms(cem);
    expect(listed).toMatchObject({ id: roomId, countUnreadMessages: 1, lastMessage: { type: 'added' } });

    // An old message's id is no way in: marking it seen is the 404 of a message not in the room.
    const seen = await c.call(cem, 'POST', '/v1/chat/seen', { roomId, messageId: secret.id });
    expect(seen).toMatchObject({ status: 404, body: { errorCode: 'MST-00404', field: 'messageId' } });

    // Later messages are theirs; the founders keep everything.
    await c.send(bob, roomId, 'Welcome Cem');
    expect((await c.history(cem, roomId)).messages.map((m) => m.msg || m.type)).toEqual([
      'added',
      'Welcome Cem',
    ]);
    expect((await c.history(ada, roomId)).messages.map((m) => m.msg || m.type)).toEqual([
      'Before Cem: one',
      'Before Cem: two',
      'added',
      'Welcome Cem',
    ]);
  });

  it('shows the others who added whom, as an unread message of the room', async () => {
    const { c, ada, bob, cem, roomId, added } = await scene();
    const note = (await c.history(bob, roomId)).messages.at(-1)!;
    expect(note).toMatchObject({
      type: 'added',
      sndr: ada.participant.id,
      msg: '',
      deleted: false,
      det: {
        by: expect.stringMatching(/^Ada\b/),
        added: [{ participantId: cem.participant.id, fullName: expect.stringMatching(/^Cem\b/) }],
      },
    });
    expect(added.lastMessage).toMatchObject({ id: note.id });
    expect(await c.room(bob, roomId)).toMatchObject({ countUnreadMessages: 1, lastMessage: { id: note.id } });
    // Not a message anyone may delete.
    const refused = await c.call(ada, 'DELETE', '/v1/chat/message', { roomId, messageId: note.id });
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'MST-00151' } });
    // Adding someone already in the room writes nothing.
    await c.ok(bob, 'POST', '/v1/chat/room/member', { roomId, members: [cem.participant.id] });
    expect((await c.history(bob, roomId)).messages.filter((m) => m.type === 'added')).toHaveLength(1);
  });

  it('leaves the history before the joining out of the realtime snapshots and changes', async () => {
    const { c, ada, bob, cem, roomId, secret } = await scene();
    const messages = topicPath('roomMessages', { roomId });
    const { socket, snapshot } = await follow(cem, messages);
    expect((snapshot as ChatMessagePage).messages.map((m) => m.type)).toEqual(['added']);
    expect(JSON.stringify(snapshot)).not.toContain('Before Cem');

    const rooms = (await follow(cem, topicPath('userRooms', { userId: cem.userId }))).snapshot as ChatRoom[];
    expect(rooms.map((r) => [r.id, r.lastMessage?.type, r.countUnreadMessages])).toEqual([
      [roomId, 'added', 1],
    ]);

    // A founder still gets the whole newest page.
    const founders = (await follow(ada, messages)).snapshot as ChatMessagePage;
    expect(founders.messages.map((m) => m.msg || m.type)).toEqual([
      'Before Cem: one',
      'Before Cem: two',
      'added',
    ]);

    // Bob deletes a message Cem never had: no change of it reaches Cem; the next new message does.
    await c.ok(bob, 'DELETE', '/v1/chat/message', { roomId, messageId: secret.id });
    const next = await c.send(bob, roomId, 'After');
    const first = await socket.waitFor(
      (m) => (m.type === 'child_added' || m.type === 'child_changed') && m.topic === messages,
    );
    expect(first).toMatchObject({ type: 'child_added', key: next.id });

    // Re-read once for all of a node's followers (a change too large for NOTIFY): only what every
    // member may read.
    const reload = (await t.services.live.snapshot(messages)) as ChatMessagePage;
    expect(reload.messages.map((m: ChatMessage) => m.msg || m.type)).toEqual(['added', 'After']);
  });
});
