import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@shared/schemas/invitations';
import type { NotificationFeed } from '@shared/schemas/notifications';
import { meetings, participantTypes } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene, type Person } from './scene';

/**
 * The meeting flow of spec core §4 end to end over HTTP (docs/meetings.md): send, accept into a
 * slot, reschedule and its answers, cancel, reject, revoke; the view status each side sees, the
 * lists, the notifications each change sends, and each refusal.
 */
describe.each(engines)('meeting flow on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const feedTypes = async (m: Awaited<ReturnType<typeof createMeetingsScene>>, who: Person) => {
    const res = await m.call<NotificationFeed>(who, 'GET', `/v1/notifications?eventId=${m.event.id}`);
    return res.body.data.items.map((i) => i.type);
  };

  it('books a meeting from a request, moves it on a reschedule and cancels it, telling the other each time', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');

    const invitationId = await m.invite(ada, bob);
    expect((await m.view(ada, bob)).status).toBe('INVITE_PENDING');
    expect(await m.view(bob, ada)).toMatchObject({ status: 'INVITE_RECEIVED', relation: 'request_meeting' });
    expect(await feedTypes(m, bob)).toEqual(['meeting_request']);
    // A second request while one waits is refused, either way.
    expect(await m.act(ada, 'invite', { participantId: bob.participant.id })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00143', field: 'participantId' },
    });

    const accepted = await m.act(bob, 'confirm', { invitationId, slotId: m.slot(0) });
    expect(accepted.status).toBe(200);
    // Spec §4: live is waiting; an accepted invitation is past, its meeting lives on.
    expect(accepted.body.data.invitation).toMatchObject({
      state: 'accepted',
      segment: 'received',
      status: 'past',
      message: 'I would like to meet you!',
    });
    const meeting = accepted.body.data.meeting!;
    expect(meeting).toMatchObject({ slotId: m.slot(0), status: 'accepted', me: bob.participant.id });
    expect(meeting.participants.map((p) => p.name).sort()).toEqual(['Ada', 'Bob']);
    expect(await m.view(ada, bob)).toMatchObject({ status: 'MEETING_DETAILS', meeting: { id: meeting.id } });
    expect(await feedTypes(m, ada)).toEqual(['confirmed']);
    clock.advance(60_000);

    expect((await m.act(ada, 'reschedule', { meetingId: meeting.id, message: '' })).status).toBe(400);
    const asked = await m.act(ada, 'reschedule', { meetingId: meeting.id, message: 'Later? 13:00!' });
    expect(asked.body.data.invitation).toMatchObject({
      type: 'reschedule',
      state: 'waiting',
      csid: meeting.id,
    });
    expect((await m.view(ada, bob)).status).toBe('MEETING_RESCHEDULE_PENDING');
    expect((await m.view(bob, ada)).status).toBe('MEETING_RESCHEDULE');
    const moved = await m.act(bob, 'confirmReschedule', {
      invitationId: asked.body.data.invitation!.id,
      slotId: m.slot(1),
    });
    // Slot 1 overlaps the meeting's own slot: the meeting being moved does not collide with itself.
    expect(moved.status).toBe(200);
    expect(moved.body.data.meeting).toMatchObject({ id: meeting.id, slotId: m.slot(1) });
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row).toMatchObject({ occurrenceId: m.slot(1), sequence: 1 });
    expect(await feedTypes(m, ada)).toEqual(['rescheduled_session', 'confirmed']);
    clock.advance(60_000);

    const cancelled = await m.act(bob, 'cancelMeeting', { meetingId: meeting.id });
    expect(cancelled.body.data.meeting).toMatchObject({ status: 'cancelled' });
    expect(cancelled.body.data.invitation).toMatchObject({
      id: invitationId,
      state: 'cancelled',
      status: 'past',
    });
    expect((await m.view(ada, bob)).status).toBe('INVITE_NEW');
    expect((await feedTypes(m, ada))[0]).toBe('session_cancelled');
    // A cancelled meeting takes no more changes.
    expect(await m.act(ada, 'cancelMeeting', { meetingId: meeting.id })).toMatchObject({ status: 409 });
  });

  it('a declined sender cannot send again, but the one who declined may; a revoked request takes no answer', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const cem = await m.member({}, 'Cem');

    const first = await m.invite(cem, ada);
    expect(await m.act(cem, 'reject', { invitationId: first })).toMatchObject({ status: 403 });
    expect((await m.act(ada, 'reject', { invitationId: first })).body.data.invitation).toMatchObject({
      state: 'rejected',
      status: 'past',
    });
    expect((await m.view(cem, ada)).status).toBe('INVITE_REJECTED');
    expect(await m.act(cem, 'invite', { participantId: ada.participant.id })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00142' },
    });
    expect(await feedTypes(m, cem)).toEqual(['meeting_rejected']);

    const back = await m.invite(ada, cem);
    expect(await m.act(cem, 'revoke', { invitationId: back })).toMatchObject({ status: 403 });
    expect((await m.act(ada, 'revoke', { invitationId: back })).body.data.invitation).toMatchObject({
      state: 'revoked',
    });
    expect(await m.act(cem, 'confirm', { invitationId: back, slotId: m.slot(0) })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00141' },
    });
  });

  it('keeps to the meeting cap of the type, the invite rules and slots free for both', async () => {
    const m = await createMeetingsScene(t, clock.now);
    await t.database.db
      .update(participantTypes)
      .set({ maxMeetingCount: 1 })
      .where(eq(participantTypes.eventId, m.event.id));
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const cem = await m.member({}, 'Cem');
    expect(await m.act(ada, 'invite', { participantId: ada.participant.id })).toMatchObject({
      status: 400,
      body: { field: 'participantId' },
    });
    await m.invite(ada, bob);
    expect(await m.act(ada, 'invite', { participantId: cem.participant.id })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00140' },
    });
    expect((await m.view(ada, cem)).status).toBe('INVITE_LIMIT');

    // A slot taken in the other's agenda is refused with whose it is.
    const dan = await m.member({ typeId: 'vip' }, 'Dan');
    const eve = await m.member({ typeId: 'vip' }, 'Eve');
    const fay = await m.member({ typeId: 'vip' }, 'Fay');
    await t.database.db.update(participantTypes).set({ maxMeetingCount: null });
    const danToEve = await m.invite(dan, eve);
    const fayToEve = await m.invite(fay, eve);
    expect((await m.act(eve, 'confirm', { invitationId: danToEve, slotId: m.slot(0) })).status).toBe(200);
    // Eve's meeting with Dan overlaps slot 1 (1 h 15): Fay's request cannot go there.
    const refused = await m.act(eve, 'confirm', { invitationId: fayToEve, slotId: m.slot(1) });
    expect(refused).toMatchObject({ status: 409, body: { errorCode: 'MST-00131', field: 'slotId' } });
    expect(refused.body.details).toMatchObject({
      collisions: [{ participantId: eve.participant.id, kind: 'meeting' }],
    });
  });

  it('refuses strangers, members of another event and people the invitation does not reach', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const other = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const cem = await m.member({}, 'Cem');
    const outsider = await other.member({}, 'Out');
    const invitationId = await m.invite(ada, bob);

    for (const who of [outsider, cem]) {
      for (const [path, body] of [
        ['confirm', { invitationId, slotId: m.slot(0) }],
        ['reject', { invitationId }],
        ['revoke', { invitationId }],
        ['revokeReschedule', { invitationId }],
      ] as const) {
        expect(await m.act(who, path, body)).toMatchObject({ status: 404 });
      }
    }
    expect(await m.act(outsider, 'invite', { participantId: bob.participant.id })).toMatchObject({
      status: 404,
    });
    expect(await m.act(null, 'invite', { participantId: bob.participant.id })).toMatchObject({ status: 401 });
    const list = await m.call<Invitation[]>(outsider, 'GET', `/v1/event/invitations?eventId=${m.event.id}`);
    expect(list.status).toBe(404);
    const view = await m.call(
      outsider,
      'GET',
      `/v1/event/invitation?eventId=${m.event.id}&participantId=${bob.participant.id}`,
    );
    expect(view.status).toBe(404);

    const accepted = await m.act(bob, 'confirm', { invitationId, slotId: m.slot(0) });
    const meetingId = accepted.body.data.meeting!.id;
    for (const who of [outsider, cem]) {
      expect(await m.act(who, 'cancelMeeting', { meetingId })).toMatchObject({ status: 404 });
      expect(await m.act(who, 'reschedule', { meetingId, message: 'Move?' })).toMatchObject({ status: 404 });
    }

    // The lists: Ada sent it, Bob received it; Cem sees nothing of theirs.
    const listOf = async (who: Person, query = '') =>
      (await m.call<Invitation[]>(who, 'GET', `/v1/event/invitations?eventId=${m.event.id}${query}`)).body
        .data;
    expect((await listOf(ada)).map((i) => [i.id, i.segment])).toEqual([[invitationId, 'sent']]);
    expect((await listOf(bob, '&segment=received&state=accepted')).map((i) => i.id)).toEqual([invitationId]);
    expect(await listOf(bob, '&state=declined')).toEqual([]);
    expect((await listOf(bob, '&query=ada')).map((i) => i.id)).toEqual([invitationId]);
    expect(await listOf(bob, '&query=zeynep')).toEqual([]);
    expect(await listOf(cem)).toEqual([]);
  });
});
