import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagePage, ChatRoom } from '@shared/schemas/chat';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene, type MeetingsScene, type Person } from './scene';

/**
 * The meetings flow's cards in the two people's chat (issue 12; spec networking §3 mreq…lses;
 * docs/chat.md "Meeting messages"): each action queues its card in its own transaction, the job
 * queue's worker writes it into their private room, made when they have none.
 */
describe.each(engines)('meeting cards in the chat on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** The cards of the room `who` has with the other, oldest first, once the queued jobs ran. */
  async function cards(m: MeetingsScene, who: Person) {
    await t.services.jobQueue.drain();
    const rooms = await m.call<ChatRoom[]>(who, 'GET', `/v1/chat/rooms?eventId=${m.event.id}`);
    expect(rooms.status).toBe(200);
    const [room] = rooms.body.data;
    if (!room) return [];
    const page = await m.call<ChatMessagePage>(who, 'GET', `/v1/chat/messages?roomId=${room.id}`);
    return page.body.data.messages.map((message) => [message.type, message.sndr, message.msg]);
  }

  it('writes a request, its acceptance, a reschedule and a cancellation into the pair’s room', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const a = ada.participant.id;
    const b = bob.participant.id;

    const invitationId = await m.invite(ada, bob, { message: 'Coffee?' });
    expect(await cards(m, bob)).toEqual([['mreq', a, 'Coffee?']]);

    const meeting = (await m.act(bob, 'confirm', { invitationId, slotId: m.slot(2), message: 'Gladly' })).body
      .data.meeting!;
    expect(await cards(m, ada)).toEqual([
      ['mreq', a, 'Coffee?'],
      ['cmreq', b, 'Gladly'],
    ]);

    const moved = await m.act(ada, 'reschedule', { meetingId: meeting.id, message: 'Later?' });
    expect(moved.status).toBe(200);
    expect(await m.act(bob, 'cancelMeeting', { meetingId: meeting.id })).toMatchObject({ status: 200 });
    expect((await cards(m, bob)).map(([type, sender]) => [type, sender])).toEqual([
      ['mreq', a],
      ['cmreq', b],
      ['rreq', a],
      ['lses', b],
    ]);
  });
});
