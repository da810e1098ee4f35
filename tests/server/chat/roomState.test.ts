import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatRepository } from '../../../server/db/repositories/chat';
import { roomCardOf, roomList } from '../../../server/services/chat/cards';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * The room's state in one statement (lanyard_chat_room_state, migration 0013) is what a send's
 * pushes and a single room's answer are built from; the room list is read with drizzle. Both must
 * show every member the same room: unread counts, seen marks with receipts off, pins, a chat
 * deleted for oneself, the newest message.
 */
describe.each(engines)('chat room state on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('answers each member the room as their room list shows it', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    const first = await c.send(bob, roomId, 'Hi Ada');
    await c.send(bob, roomId, 'Are you there?');
    await c.seen(ada, roomId, first.id);
    await c.ok(ada, 'POST', '/v1/chat/pin', { roomId, pin: true });
    await c.ok(bob, 'PUT', '/v1/chat/settings', { readReceipts: false });
    const repo = createChatRepository(t.database.db);

    const state = await repo.roomState(roomId);
    expect(state).not.toBeNull();
    for (const who of [ada, bob]) {
      const [listed] = await roomList(repo, who.userId, { eventId: c.eventId });
      expect(roomCardOf(state!, who.userId)).toEqual(listed);
    }
    expect(roomCardOf(state!, ada.userId)).toMatchObject({
      countUnreadMessages: 1,
      meta: { pin: true },
      lastMessage: { msg: 'Are you there?' },
    });
    // Bob shares no receipts: Ada sees no seen mark of his, he sees his own.
    const bobAsAdaSees = roomCardOf(state!, ada.userId)!.members.find(
      (m) => m.participantId === bob.participant.id,
    );
    expect(bobAsAdaSees?.lastSeenSeq).toBeNull();
    const bobAsHeSees = roomCardOf(state!, bob.userId)!.members.find(
      (m) => m.participantId === bob.participant.id,
    );
    expect(bobAsHeSees?.lastSeenSeq).not.toBeNull();

    await c.ok(ada, 'DELETE', '/v1/chat/room', { roomId });
    const cleared = await repo.roomState(roomId);
    expect(roomCardOf(cleared!, ada.userId)).toBeNull();
    expect(await roomList(repo, ada.userId, { eventId: c.eventId })).toEqual([]);
    expect(roomCardOf(cleared!, ada.userId, true)).toMatchObject({ countUnreadMessages: 0 });

    const outsider = await c.member({}, 'Cy');
    expect(roomCardOf(cleared!, outsider.userId, true)).toBeNull();
    expect(await repo.roomState('no-such-room')).toBeNull();
  });
});
