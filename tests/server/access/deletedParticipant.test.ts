import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../../server/db/schema';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene } from '../checkin/scene';

/**
 * A participant whose state is deleted is no member anywhere (the access module, issue 21): not of
 * the event's permissions, not of its chat rooms, and not of the SQL functions that still find the
 * caller themselves (lanyard_chat_send, lanyard_check_in).
 */
describe.each(engines)('a deleted participant on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const markDeleted = (participantId: string) =>
    t.database.db.update(participants).set({ state: 'deleted' }).where(eq(participants.id, participantId));

  it('holds no permission and reaches none of their rooms: reading and sending answer the 404 of no room', async () => {
    const db = t.database.db;
    const event = await insertEvent(db);
    const [ada, bob] = [await signedUpUser(t.app), await signedUpUser(t.app)];
    const adaInEvent = await insertParticipant(db, event.id, { userId: ada.userId });
    const bobInEvent = await insertParticipant(db, event.id, { userId: bob.userId });
    const { object: roomId } = await t.services.chat.create(ada.userId, {
      eventId: event.id,
      members: [bobInEvent.id],
      type: 'private',
      name: '',
      firstMessage: 'Hello',
    });
    const access = t.services.access;
    expect(await access.check(ada.userId, { permission: 'chatRoom.member', ids: [roomId] })).toEqual(
      new Set([roomId]),
    );

    await markDeleted(adaInEvent.id);
    expect(await access.check(ada.userId, { permission: 'event.member', eventId: event.id })).toBeNull();
    expect(await access.check(ada.userId, { permission: 'chatRoom.member', ids: [roomId] })).toEqual(
      new Set(),
    );
    const send = await t.app.inject({
      method: 'POST',
      url: '/v1/chat/message',
      headers: ada.auth,
      payload: { roomId, msg: 'Still here?' },
    });
    expect(send.statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/chat/messages?roomId=${roomId}`,
      headers: ada.auth,
    });
    expect(read.statusCode).toBe(404);
    const rooms = await t.app.inject({ method: 'GET', url: '/v1/chat/rooms', headers: ada.auth });
    expect((rooms.json() as { data: { id: string }[] }).data.map((r) => r.id)).not.toContain(roomId);
  });

  it('may not check anyone in, even as an organizer: the scan answers the 404 of no event', async () => {
    const s = await checkInScene(t, clock.now);
    await markDeleted(s.organizer.participant.id);
    const area = await s.area();
    const ticket = await s.ticket();
    const scan = await s.checkIn(s.organizer, {
      entityId: area.id,
      checkIn: true,
      ticketId: ticket.ticketId!,
    });
    expect(scan.statusCode).toBe(404);
  });
});
