import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRoom, ChatSettings } from '@shared/schemas/chat';
import { events, participantTypes } from '../../../server/db/schema';
import { apiCall } from '../../support/apiCall';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene, type Person } from './scene';

/**
 * Chat rooms (spec networking §4 Chat, §6; issue 12; docs/chat.md): a private room per pair opened
 * with its first message, unread counts and ticks with read receipts on and off, pins, delete for
 * oneself, members, and who may chat.
 */
describe.each(engines)('chat rooms on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  async function pair() {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    return { c, ada, bob };
  }
  const other = (room: ChatRoom, me: Person) =>
    room.members.find((m) => m.participantId !== me.participant.id)!;

  it('opens one private room per pair with its first message, and answers it again for the same pair', async () => {
    const { c, ada, bob } = await pair();
    const roomId = await c.open(ada, bob, '  Hello Bob \n\n\n\nsee you ');
    const room = await c.room(ada, roomId);
    expect(room).toMatchObject({
      id: roomId,
      eventId: c.eventId,
      type: 'private',
      meta: { pin: false },
      countUnreadMessages: 0,
      me: ada.participant.id,
      lastMessage: { sndr: ada.participant.id, msg: 'Hello Bob\n\nsee you', type: 'text', deleted: false },
    });
    expect(room.meta.members.toSorted()).toEqual([ada.participant.id, bob.participant.id].toSorted());
    expect(room.members.map((m) => m.name).toSorted()).toEqual(['Ada', 'Bob']);
    expect(await c.open(bob, ada, 'Hi Ada')).toBe(roomId);
    expect((await c.rooms(ada)).map((r) => r.id)).toEqual([roomId]);
  });

  it('makes one room when both of a pair open it at once', async () => {
    const { c, ada, bob } = await pair();
    const ids = await Promise.all([
      c.open(ada, bob, 'Hi Bob'),
      c.open(bob, ada, 'Hi Ada'),
      c.open(ada, bob, null),
    ]);
    expect(new Set(ids).size).toBe(1);
    expect((await c.history(ada, ids[0]!)).messages.map((m) => m.msg).toSorted()).toEqual([
      'Hi Ada',
      'Hi Bob',
    ]);
  });

  it('counts unread messages after my last seen one, not mine; seen moves only forward', async () => {
    const { c, ada, bob } = await pair();
    const roomId = await c.open(ada, bob, 'one');
    const two = await c.send(ada, roomId, 'two');
    expect((await c.room(bob, roomId)).countUnreadMessages).toBe(2);
    expect((await c.room(ada, roomId)).countUnreadMessages).toBe(0);
    const first = (await c.history(bob, roomId)).messages[0]!;
    expect((await c.seen(bob, roomId, first.id)).countUnreadMessages).toBe(1);
    expect((await c.seen(bob, roomId, two.id)).countUnreadMessages).toBe(0);
    const back = await c.seen(bob, roomId, first.id);
    expect(back.members.find((m) => m.participantId === bob.participant.id)?.lastSeenMessage).toBe(two.id);
    await c.send(bob, roomId, 'three');
    expect((await c.room(ada, roomId)).countUnreadMessages).toBe(1);
  });

  it('shows the other’s seen mark (double tick) only while they keep read receipts on', async () => {
    const { c, ada, bob } = await pair();
    const roomId = await c.open(ada, bob, 'ping');
    const ping = (await c.history(bob, roomId)).messages[0]!;
    expect(other(await c.room(ada, roomId), ada).lastSeenSeq).toBeNull();
    await c.seen(bob, roomId, ping.id);
    expect(other(await c.room(ada, roomId), ada)).toMatchObject({
      lastSeenMessage: ping.id,
      lastSeenSeq: ping.seq,
    });

    const off = await apiCall<ChatSettings>(t.app, bob, 'PUT', '/v1/chat/settings', { readReceipts: false });
    expect(off.body.data).toEqual({ readReceipts: false });
    expect((await apiCall<ChatSettings>(t.app, bob, 'GET', '/v1/chat/settings')).body.data.readReceipts).toBe(
      false,
    );
    expect(other(await c.room(ada, roomId), ada)).toMatchObject({ lastSeenMessage: null, lastSeenSeq: null });
    // Bob still sees his own mark, and Ada's (hers are on).
    const bobs = await c.room(bob, roomId);
    expect(bobs.members.find((m) => m.participantId === bob.participant.id)?.lastSeenSeq).toBe(ping.seq);
    const pong = await c.send(ada, roomId, 'pong');
    expect(other(await c.room(bob, roomId), bob).lastSeenSeq).toBe(pong.seq);
  });

  it('pins and unpins for me only, never a room that holds no message; pinned rooms come first', async () => {
    const { c, ada, bob } = await pair();
    const cem = await c.member({}, 'Cem');
    const draft = await c.open(ada, cem, null);
    expect(await c.call(ada, 'POST', '/v1/chat/pin', { roomId: draft, pin: true })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00152', field: 'roomId' },
    });
    const older = await c.open(ada, bob, 'first');
    clock.advance(1000);
    await c.send(cem, draft, 'now it has one');
    expect((await c.rooms(ada)).map((r) => r.id)).toEqual([draft, older]);
    const pinned = await c.ok<ChatRoom>(ada, 'POST', '/v1/chat/pin', { roomId: older, pin: true });
    expect(pinned.meta.pin).toBe(true);
    expect((await c.rooms(ada)).map((r) => r.id)).toEqual([older, draft]);
    expect((await c.room(bob, older)).meta.pin).toBe(false);
    await c.ok(ada, 'POST', '/v1/chat/pin', { roomId: older, pin: false });
    expect((await c.rooms(ada)).map((r) => r.id)).toEqual([draft, older]);
  });

  it('deletes a chat for me: gone from my list and history until a newer message comes', async () => {
    const { c, ada, bob } = await pair();
    const roomId = await c.open(ada, bob, 'old news');
    expect(await c.ok(ada, 'DELETE', '/v1/chat/room', { roomId })).toEqual({ roomId });
    expect(await c.rooms(ada)).toEqual([]);
    expect((await c.rooms(bob)).map((r) => r.id)).toEqual([roomId]);
    expect((await c.history(ada, roomId)).messages).toEqual([]);
    expect((await c.room(ada, roomId)).countUnreadMessages).toBe(0);
    await c.send(bob, roomId, 'fresh');
    const [back] = await c.rooms(ada);
    expect(back).toMatchObject({ id: roomId, countUnreadMessages: 1, lastMessage: { msg: 'fresh' } });
    expect((await c.history(ada, roomId)).messages.map((m) => m.msg)).toEqual(['fresh']);
    expect((await c.history(bob, roomId)).messages.map((m) => m.msg)).toEqual(['old news', 'fresh']);
  });

  it('adds and removes members; a removed member no longer reaches the room', async () => {
    const { c, ada, bob } = await pair();
    const cem = await c.member({}, 'Cem');
    const roomId = await c.open(ada, bob);
    const added = await c.ok<ChatRoom>(ada, 'POST', '/v1/chat/room/member', {
      roomId,
      members: [cem.participant.id],
    });
    expect(added.meta.members.toSorted()).toEqual(
      [ada.participant.id, bob.participant.id, cem.participant.id].toSorted(),
    );
    // From their joining on (issue 20; tests/server/chat/joinedHistory.test.ts): the note of it, not 'Hello'.
    expect((await c.room(cem, roomId)).lastMessage?.type).toBe('added');
    const left = await c.ok(ada, 'DELETE', '/v1/chat/room/member', { roomId, members: [cem.participant.id] });
    expect(left).toMatchObject({ roomId });
    expect((left as { members: string[] }).members.toSorted()).toEqual(
      [ada.participant.id, bob.participant.id].toSorted(),
    );
    expect((await c.call(cem, 'GET', `/v1/chat/room?roomId=${roomId}`)).status).toBe(404);
  });

  it('refuses a room with myself, with a type my rights lack (restricted event), and with someone who ignored me', async () => {
    const { c, ada, bob } = await pair();
    const open = (who: Person, members: string[]) =>
      c.call(who, 'POST', '/v1/chat/room', {
        eventId: c.eventId,
        type: 'private',
        name: '',
        members,
        firstMessage: 'x',
      });
    expect(await open(ada, [ada.participant.id])).toMatchObject({
      status: 403,
      body: { errorCode: 'MST-00150', field: 'members' },
    });

    const vip = await c.member({ typeId: 'vip' }, 'Vip');
    await t.database.db.update(events).set({ restricted: true }).where(eq(events.id, c.eventId));
    await t.database.db
      .update(participantTypes)
      .set({ invitationRights: ['attendee'] })
      .where(and(eq(participantTypes.eventId, c.eventId), eq(participantTypes.id, 'attendee')));
    expect(await open(ada, [vip.participant.id])).toMatchObject({
      status: 403,
      body: { errorCode: 'MST-00150' },
    });
    expect((await open(ada, [bob.participant.id])).status).toBe(200);

    const cem = await c.member({}, 'Cem');
    await c.ignore(cem, ada);
    expect(await open(ada, [cem.participant.id])).toMatchObject({
      status: 403,
      body: { errorCode: 'MST-00150' },
    });
    expect((await open(cem, [ada.participant.id])).status).toBe(200);
    expect(await open(ada, [bob.participant.id, cem.participant.id])).toMatchObject({
      status: 400,
      body: { field: 'members' },
    });
  });
});
