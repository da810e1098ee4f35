import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';
import type { ChatMessage, ChatRoom, ChatRoomMeta } from '@shared/schemas/chat';
import type { Db } from '../../../server/db/client';
import {
  enqueueMeetingMessage,
  meetingMessageType,
  writeMeetingMessage,
  type MeetingMessage,
} from '../../../server/services/chat';
import { createTestClock } from '../../support/clock';
import { openLive, type LiveTestClient } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene, type Person } from './scene';

type Child = Extract<LiveServerMessage, { type: 'child_added' | 'child_changed' }>;
const child = (m: LiveServerMessage, type: Child['type'], topic: string): m is Child =>
  m.type === type && m.topic === topic;

/**
 * Chat over the realtime socket (spec networking §7: userRooms/{userId}, rooms/{roomId}/meta,
 * rooms/{roomId}/messages with child added / changed / removed; issue 12), and the meeting
 * messages the meetings flow writes into the pair's room.
 */
describe.each(engines)('chat live on %s', (engine) => {
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

  async function follow(who: Person, ...topics: string[]) {
    const socket = await openLive(t.app);
    sockets.push(socket);
    await socket.authenticate(who.token);
    for (const topic of topics) expect((await socket.subscribe(topic)).type).toBe('snapshot');
    return socket;
  }

  it('pushes messages, unread counts, seen marks, deletes and a chat deleted for me as child events', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const bobRooms = topicPath('userRooms', { userId: bob.userId });
    const bobs = await follow(bob, bobRooms);

    const roomId = await c.open(ada, bob, 'Hello');
    const added = await bobs.waitFor((m) => child(m, 'child_added', bobRooms));
    expect(added).toMatchObject({ key: roomId, value: { id: roomId, countUnreadMessages: 1 } });

    const messages = topicPath('roomMessages', { roomId });
    const meta = topicPath('roomMeta', { roomId });
    const snapshot = await bobs.subscribe(messages);
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      value: { messages: [{ msg: 'Hello' }], more: false },
    });
    const adas = await follow(ada, meta);

    const sent = await c.send(ada, roomId, 'How are you?');
    const arrived = await bobs.waitFor((m) => child(m, 'child_added', messages));
    expect(arrived).toMatchObject({ key: sent.id, value: { msg: 'How are you?', sndr: ada.participant.id } });
    await bobs.waitFor(
      (m) => child(m, 'child_changed', bobRooms) && (m.value as ChatRoom).countUnreadMessages === 2,
    );

    await c.seen(bob, roomId, sent.id);
    const seen = await adas.waitFor(
      (m) =>
        m.type === 'value' &&
        m.topic === meta &&
        (m.value as ChatRoomMeta).members.some((p) => p.lastSeenMessage === sent.id),
    );
    expect(seen.type).toBe('value');

    await c.ok(ada, 'DELETE', '/v1/chat/message', { roomId, messageId: sent.id });
    const changed = await bobs.waitFor((m) => child(m, 'child_changed', messages));
    expect(changed).toMatchObject({ key: sent.id, value: { deleted: true, msg: '' } });

    await c.ok(bob, 'DELETE', '/v1/chat/room', { roomId });
    expect(await bobs.waitFor((m) => m.type === 'child_removed' && m.topic === bobRooms)).toMatchObject({
      key: roomId,
    });
  });

  it('pushes each member their own row of the room with a message (read together for the room)', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    await c.ok(ada, 'POST', '/v1/chat/pin', { roomId, pin: true });
    const adaRooms = topicPath('userRooms', { userId: ada.userId });
    const bobRooms = topicPath('userRooms', { userId: bob.userId });
    const adas = await follow(ada, adaRooms);
    const bobs = await follow(bob, bobRooms);

    const sent = await c.send(ada, roomId, 'Booth 12 at three?');
    const latest = (m: LiveServerMessage, topic: string) =>
      child(m, 'child_changed', topic) && (m.value as ChatRoom).lastMessage?.id === sent.id;
    const adasRow = await adas.waitFor((m) => latest(m, adaRooms));
    const bobsRow = await bobs.waitFor((m) => latest(m, bobRooms));
    expect(adasRow).toMatchObject({
      key: roomId,
      value: { me: ada.participant.id, countUnreadMessages: 0, meta: { pin: true } },
    });
    expect(bobsRow).toMatchObject({
      key: roomId,
      value: { me: bob.participant.id, countUnreadMessages: 2, meta: { pin: false } },
    });
    // Bob sees Ada's seen mark moved to her message (receipts on), his own still unset.
    const seenMarks = Object.fromEntries(
      (bobsRow as Child & { value: ChatRoom }).value.members.map((m) => [m.participantId, m.lastSeenMessage]),
    );
    expect(seenMarks).toEqual({ [ada.participant.id]: sent.id, [bob.participant.id]: null });
  });

  it('writes a queued meeting message into the pair’s room once, making the room when they have none', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const bobRooms = topicPath('userRooms', { userId: bob.userId });
    const bobs = await follow(bob, bobRooms);

    /** What the meetings flow does: the message queued in its own transaction; then the worker runs. */
    const write = async (
      from: Person,
      to: Person,
      fields: Pick<MeetingMessage, 'type' | 'message' | 'meetingId'>,
    ) => {
      const input: MeetingMessage = {
        id: randomUUID(),
        at: clock.now(),
        eventId: c.eventId,
        fromParticipantId: from.participant.id,
        toParticipantId: to.participant.id,
        invitationId: 'inv-1',
        ...fields,
      };
      await t.database.db.transaction((tx: Db) => enqueueMeetingMessage(t.services.jobQueue, tx, input));
      await t.services.jobQueue.drain();
      return input;
    };
    // The meetings action that notifies meeting_request writes an mreq; withdrawing a reschedule writes none.
    expect(meetingMessageType('meeting_request')).toBe('mreq');
    expect(meetingMessageType('reschedule_revoked')).toBeNull();
    await write(ada, bob, { type: 'mreq', message: 'I would like to meet you!', meetingId: null });
    const added = await bobs.waitFor((m) => child(m, 'child_added', bobRooms));
    const room = (added as Child).value as ChatRoom;
    expect(room.lastMessage).toMatchObject({
      type: 'mreq',
      msg: 'I would like to meet you!',
      sndr: ada.participant.id,
      det: { invitationId: 'inv-1', meetingId: null },
    } satisfies Partial<ChatMessage>);
    expect(room.countUnreadMessages).toBe(1);

    // The next one goes into the same room, and opening a chat finds it too; a job that runs again
    // (it failed after writing) writes nothing more.
    const again = await write(bob, ada, { type: 'cmreq', message: '', meetingId: 'meeting-1' });
    expect(await writeMeetingMessage(t.database.db, again)).toBeNull();
    expect(await c.open(bob, ada, null)).toBe(room.id);
    expect((await c.history(ada, room.id)).messages.map((m) => m.type)).toEqual(['mreq', 'cmreq']);
    // A meeting message is not one to delete, even for the one who acted.
    expect(
      await c.call(bob, 'DELETE', '/v1/chat/message', { roomId: room.id, messageId: again.id }),
    ).toMatchObject({ status: 403, body: { errorCode: 'MST-00151' } });
  });
});
