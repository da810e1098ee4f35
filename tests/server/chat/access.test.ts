import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { chatRoutes } from '@shared/api/routes/chat';
import type { ChatRoom } from '@shared/schemas/chat';
import { apiCall } from '../../support/apiCall';
import { signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene, type Person } from './scene';

type Caller = { auth: Record<string, string> };

/**
 * DECISIONS 20 on every chat route: a signed-in stranger (in no event), a member of another event
 * and a participant of the same event who is not in the room are refused — the same 404 as for no
 * room, so ids tell nothing — and none of them learns of the room through a list. The `satisfies`
 * fails to compile when a chat route has no case here.
 */
describe.each(engines)('chat access on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  async function scene() {
    const c = await createChatScene(t, clock.now);
    const other = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const cem = await c.member({}, 'Cem');
    const outsider = await other.member({}, 'Out');
    const stranger = await signedUpUser(t.app);
    const roomId = await c.open(ada, bob, 'Hello');
    const message = (await c.history(ada, roomId)).messages[0]!;
    return { c, ada, bob, cem, outsider, stranger, roomId, messageId: message.id };
  }
  type Scene = Awaited<ReturnType<typeof scene>>;
  const call = (
    who: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: Record<string, unknown>,
  ) => apiCall(t.app, who, method, url, body);

  /** Each route as `who` against Ada and Bob's room (or, to open one, their event and Bob); its status. */
  const cases = {
    chatRoomCreate: (s: Scene, who: Caller) =>
      call(who, 'POST', '/v1/chat/room', {
        eventId: s.c.eventId,
        type: 'private',
        name: '',
        members: [s.bob.participant.id],
      }),
    chatRoomMembersAdd: (s: Scene, who: Caller) =>
      call(who, 'POST', '/v1/chat/room/member', { roomId: s.roomId, members: [s.cem.participant.id] }),
    chatRoomMembersRemove: (s: Scene, who: Caller) =>
      call(who, 'DELETE', '/v1/chat/room/member', { roomId: s.roomId, members: [s.bob.participant.id] }),
    chatRooms: (s: Scene, who: Caller) => call(who, 'GET', `/v1/chat/rooms?eventId=${s.c.eventId}`),
    chatRoom: (s: Scene, who: Caller) => call(who, 'GET', `/v1/chat/room?roomId=${s.roomId}`),
    chatMessages: (s: Scene, who: Caller) => call(who, 'GET', `/v1/chat/messages?roomId=${s.roomId}`),
    chatMessageSend: (s: Scene, who: Caller) =>
      call(who, 'POST', '/v1/chat/message', { roomId: s.roomId, msg: 'hi' }),
    chatContactShare: (s: Scene, who: Caller) =>
      call(who, 'POST', '/v1/chat/contact', { roomId: s.roomId, contact: { name: 'Eve' } }),
    chatMessageDelete: (s: Scene, who: Caller) =>
      call(who, 'DELETE', '/v1/chat/message', { roomId: s.roomId, messageId: s.messageId }),
    chatSeen: (s: Scene, who: Caller) =>
      call(who, 'POST', '/v1/chat/seen', { roomId: s.roomId, messageId: s.messageId }),
    chatPin: (s: Scene, who: Caller) => call(who, 'POST', '/v1/chat/pin', { roomId: s.roomId, pin: true }),
    chatDelete: (s: Scene, who: Caller) => call(who, 'DELETE', '/v1/chat/room', { roomId: s.roomId }),
    // The settings are the caller's own: there is no one else's to reach.
    chatSettings: null,
    chatSettingsUpdate: null,
  } satisfies Record<keyof typeof chatRoutes, ((s: Scene, who: Caller) => ReturnType<typeof call>) | null>;

  it.each(Object.keys(cases) as (keyof typeof cases)[])(
    '%s refuses a stranger, another event’s member and a non-member',
    async (name) => {
      const route = cases[name];
      if (route === null) return;
      const s = await scene();
      const notInEvent = name === 'chatRoomCreate' || name === 'chatRooms';
      for (const who of [s.stranger, s.outsider]) {
        const res = await route(s, who);
        expect(res.status, `${name} as ${who === s.stranger ? 'a stranger' : 'another event’s member'}`).toBe(
          404,
        );
        expect(res.body).toMatchObject(
          notInEvent ? { errorCode: 'MST-00404' } : { errorCode: 'MST-00404', field: 'roomId' },
        );
      }
      if (notInEvent) return;
      const res = await route(s, s.cem);
      expect(res.status, `${name} as a participant outside the room`).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'MST-00404', field: 'roomId' });
      // Nothing changed for the two.
      const room = (await s.c.room(s.ada, s.roomId)) satisfies ChatRoom;
      expect(room.meta.members.toSorted()).toEqual([s.ada.participant.id, s.bob.participant.id].toSorted());
      expect(room.lastMessage).toMatchObject({ msg: 'Hello', deleted: false });
    },
  );

  it('lists only my own rooms: a participant outside the room sees none of it', async () => {
    const s = await scene();
    expect(await s.c.rooms(s.cem, `?eventId=${s.c.eventId}`)).toEqual([]);
    expect(await s.c.rooms(s.cem as Person)).toEqual([]);
    expect((await call(s.stranger, 'GET', '/v1/chat/rooms')).body.data).toEqual([]);
  });
});
