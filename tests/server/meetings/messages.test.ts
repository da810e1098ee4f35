import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessagePage, ChatRoom } from '@shared/schemas/chat';
import type { Invitation } from '@shared/schemas/invitations';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene, type MeetingsScene, type Person } from './scene';

/**
 * Each message of the meeting flow keeps its author and its step (issue 20; spec core §4 flow
 * actions; docs/meetings.md "Messages"): a reschedule's message is the rescheduler's and never
 * takes the request's place, an answer quotes only what its answerer wrote, and a cancel's text is
 * the canceller's own, in the chat as on the invitation.
 */
describe.each(engines)('meeting messages and their authors on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** `who`'s invitations in the scene's event, by id. */
  async function invitations(m: MeetingsScene, who: Person) {
    const res = await m.call<Invitation[]>(who, 'GET', `/v1/event/invitations?eventId=${m.event.id}`);
    expect(res.status).toBe(200);
    return new Map(res.body.data.map((inv) => [inv.id, inv]));
  }

  /** The meeting cards of the pair's room as [type, sender, text], once the queued jobs ran. */
  async function chatCards(m: MeetingsScene, who: Person) {
    await t.services.jobQueue.drain();
    const rooms = await m.call<ChatRoom[]>(who, 'GET', `/v1/chat/rooms?eventId=${m.event.id}`);
    const [room] = rooms.body.data;
    if (!room) return [];
    const page = await m.call<ChatMessagePage>(who, 'GET', `/v1/chat/messages?roomId=${room.id}`);
    return page.body.data.messages.map((message) => [message.type, message.sndr, message.msg]);
  }

  /** Ada asks Bob, Bob accepts into slot 2: the request's id and the meeting's. */
  async function booked(m: MeetingsScene) {
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const requestId = await m.invite(ada, bob, { message: 'Coffee after the keynote?' });
    const confirmed = await m.act(bob, 'confirm', {
      invitationId: requestId,
      slotId: m.slot(2),
      message: 'Gladly',
    });
    expect(confirmed.status).toBe(200);
    return {
      ada,
      bob,
      a: ada.participant.id,
      b: bob.participant.id,
      requestId,
      meetingId: confirmed.body.data.meeting!.id,
    };
  }

  it('keeps the reschedule message with its author and step, and the request’s own message as written', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const { ada, bob, a, b, requestId, meetingId } = await booked(m);

    const asked = await m.act(bob, 'reschedule', { meetingId, message: 'Can we make it 15:00?' });
    expect(asked.status).toBe(200);
    const rescheduleId = asked.body.data.invitation!.id;

    // Ada's card of her request: her words, Bob's accept, and Bob's reschedule as Bob's.
    const request = (await invitations(m, ada)).get(requestId)!;
    expect(request.message).toBe('Coffee after the keynote?');
    expect(request.messages).toEqual([
      { step: 'request', authorId: a, text: 'Coffee after the keynote?' },
      { step: 'accept', authorId: b, text: 'Gladly' },
    ]);
    expect(request.lastInvitationDetails).toMatchObject({
      id: rescheduleId,
      fpid: b,
      messages: [{ step: 'reschedule', authorId: b, text: 'Can we make it 15:00?' }],
    });
    // The reschedule itself, as Ada receives it.
    expect((await invitations(m, ada)).get(rescheduleId)!.messages).toEqual([
      { step: 'reschedule', authorId: b, text: 'Can we make it 15:00?' },
    ]);

    // Ada moves it without a word: the chat card is hers and quotes nothing of Bob's.
    const moved = await m.act(ada, 'confirmReschedule', { invitationId: rescheduleId, slotId: m.slot(3) });
    expect(moved.status).toBe(200);
    const cards = await chatCards(m, bob);
    expect(cards.at(-2)).toEqual(['rreq', b, 'Can we make it 15:00?']);
    expect(cards.at(-1)).toEqual(['cres', a, '']);
    expect((await invitations(m, bob)).get(requestId)!.message).toBe('Coffee after the keynote?');
  });

  it('posts the canceller’s own text to the chat and keeps it on the meeting’s request by its author', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const { ada, bob, a, b, requestId, meetingId } = await booked(m);

    const cancelled = await m.act(ada, 'cancelMeeting', { meetingId, message: 'Sorry, my flight moved.' });
    expect(cancelled.status).toBe(200);

    expect((await chatCards(m, bob)).at(-1)).toEqual(['lses', a, 'Sorry, my flight moved.']);
    expect((await invitations(m, bob)).get(requestId)!.messages).toEqual([
      { step: 'request', authorId: a, text: 'Coffee after the keynote?' },
      { step: 'accept', authorId: b, text: 'Gladly' },
      { step: 'cancel', authorId: a, text: 'Sorry, my flight moved.' },
    ]);
  });

  it('quotes a silent decline as nothing rather than the request it declines', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const requestId = await m.invite(ada, bob, { message: 'Coffee?' });
    expect((await m.act(bob, 'reject', { invitationId: requestId })).status).toBe(200);

    expect(await chatCards(m, ada)).toEqual([
      ['mreq', ada.participant.id, 'Coffee?'],
      ['rmreq', bob.participant.id, ''],
    ]);
  });

  it('refuses a reschedule message that still holds the template’s HH:MM (400 on message)', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const { bob, meetingId } = await booked(m);

    const res = await m.act(bob, 'reschedule', {
      meetingId,
      message: 'Can we reschedule? A better time for me would be: HH:MM!',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('message');
    expect((await m.act(bob, 'reschedule', { meetingId, message: 'Can we reschedule? 16:00?' })).status).toBe(
      200,
    );
  });
});
