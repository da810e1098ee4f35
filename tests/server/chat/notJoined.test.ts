import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * Issue 20: a ticket holder who has not signed up yet has no one to read a chat, so neither a room
 * with them nor adding them to one is made: 409 MST-00145 (shared/rules/chatAccess.ts notJoined),
 * which the app shows in its own words.
 */
describe.each(engines)('chat with a person who has not joined, on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('opens no room with them and adds them to none, with MST-00145', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const tess = await insertParticipant(t.database.db, c.eventId, { name: 'Tess' });

    const opened = await c.call(ada, 'POST', '/v1/chat/room', {
      eventId: c.eventId,
      type: 'private',
      name: '',
      members: [tess.id],
      firstMessage: 'Hello',
    });
    expect(opened).toMatchObject({ status: 409, body: { errorCode: 'MST-00145', field: 'members' } });
    expect(await c.rooms(ada, `?eventId=${c.eventId}`)).toEqual([]);

    const roomId = await c.open(ada, bob, 'Hello');
    const added = await c.call(ada, 'POST', '/v1/chat/room/member', { roomId, members: [tess.id] });
    expect(added).toMatchObject({ status: 409, body: { errorCode: 'MST-00145', field: 'members' } });
    expect((await c.room(ada, roomId)).members.map((m) => m.participantId).sort()).toEqual(
      [ada.participant.id, bob.participant.id].sort(),
    );
  });
});
