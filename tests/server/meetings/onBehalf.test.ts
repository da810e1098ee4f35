import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANT_RIGHTS } from '@shared/constants';
import type { Agenda } from '@shared/schemas/sessions';
import { participantTypes } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene } from './scene';

/**
 * Pre-booked meetings and guests (spec core §2 "pre-booked meeting", "reserve a table", "add
 * guest"; §6 rights; docs/meetings.md): who may book for whom, the slot free for both, guests and
 * disableGuest, and strangers refused.
 */
describe.each(engines)('pre-booked meetings and guests on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('books two people with onbehalfmeeting, only oneself with reserveatable, nobody without a right', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const host = await m.member({ rights: [PARTICIPANT_RIGHTS.onBehalfMeeting] }, 'Host');
    const table = await m.member({ rights: [PARTICIPANT_RIGHTS.reserveTable] }, 'Tab');
    const plain = await m.member({}, 'Pia');
    const [ada, bob] = [await m.member({}, 'Ada'), await m.member({}, 'Bob')];
    const pair = [ada.participant.id, bob.participant.id];

    expect(await m.act(plain, 'prebook', { participantIds: pair, slotId: m.slot(0) })).toMatchObject({
      status: 403,
    });
    expect(await m.act(table, 'prebook', { participantIds: pair, slotId: m.slot(0) })).toMatchObject({
      status: 403,
    });
    const booked = await m.act(host, 'prebook', { participantIds: pair, slotId: m.slot(0) });
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({
      invitation: null,
      meeting: { preBooked: true, slotId: m.slot(0) },
    });
    expect((await m.view(ada, bob)).status).toBe('MEETING_DETAILS');
    // Ada's time is taken now: the overlapping slot cannot hold another meeting of hers.
    expect(
      await m.act(table, 'prebook', {
        participantIds: [table.participant.id, ada.participant.id],
        slotId: m.slot(1),
      }),
    ).toMatchObject({ status: 409, body: { errorCode: 'MST-00131' } });
    expect(
      (
        await m.act(table, 'prebook', {
          participantIds: [table.participant.id, ada.participant.id],
          slotId: m.slot(2),
        })
      ).status,
    ).toBe(200);
    // Either of the two may cancel a pre-booked meeting.
    const cancelled = await m.act(bob, 'cancelMeeting', { meetingId: booked.body.data.meeting!.id });
    expect(cancelled.body.data).toMatchObject({ invitation: null, meeting: { status: 'cancelled' } });
  });

  it('adds a free guest unless the type hides guests; the guest leaves; others are refused', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const [ada, bob, cem] = [await m.member({}, 'Ada'), await m.member({}, 'Bob'), await m.member({}, 'Cem')];
    const outsider = await (await createMeetingsScene(t, clock.now)).member({}, 'Out');
    const invitationId = await m.invite(ada, bob);
    const meetingId = (await m.act(bob, 'confirm', { invitationId, slotId: m.slot(0) })).body.data.meeting!
      .id;

    for (const who of [cem, outsider]) {
      expect(await m.act(who, 'addGuest', { meetingId, participantId: who.participant.id })).toMatchObject({
        status: 404,
      });
    }
    const added = await m.act(ada, 'addGuest', { meetingId, participantId: cem.participant.id });
    expect(added.body.data.meeting!.participants.map((p) => [p.name, p.guest]).sort()).toEqual([
      ['Ada', false],
      ['Bob', false],
      ['Cem', true],
    ]);
    // A guest's time is taken like any meeting's.
    const dan = await m.member({}, 'Dan');
    const danToCem = await m.invite(dan, cem);
    expect(await m.act(cem, 'confirm', { invitationId: danToCem, slotId: m.slot(1) })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00131' },
    });
    expect((await m.act(cem, 'leaveMeeting', { meetingId })).status).toBe(200);
    expect(await m.act(cem, 'leaveMeeting', { meetingId })).toMatchObject({ status: 404 });
    // The two who booked it cannot leave it as guests do.
    expect(await m.act(bob, 'leaveMeeting', { meetingId })).toMatchObject({ status: 404 });

    await t.database.db
      .update(participantTypes)
      .set({ disableGuest: true })
      .where(eq(participantTypes.eventId, m.event.id));
    expect(await m.act(ada, 'addGuest', { meetingId, participantId: cem.participant.id })).toMatchObject({
      status: 403,
    });
  });

  it('shows an attendee’s agenda to organizers and holders of onbehalfmeeting only', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const other = await createMeetingsScene(t, clock.now);
    const host = await m.member({ rights: [PARTICIPANT_RIGHTS.onBehalfMeeting] }, 'Host');
    const organizer = await m.member({ organizer: true }, 'Org');
    const [ada, bob] = [await m.member({}, 'Ada'), await m.member({}, 'Bob')];
    const stranger = await other.member({}, 'Out');
    await m.act(host, 'prebook', {
      participantIds: [ada.participant.id, bob.participant.id],
      slotId: m.slot(0),
    });
    const agendaOf = (who: typeof host, participantId: string) =>
      m.call<Agenda>(who, 'GET', `/v1/event/agenda?eventId=${m.event.id}&asParticipantId=${participantId}`);

    for (const who of [host, organizer]) {
      const res = await agendaOf(who, ada.participant.id);
      expect(res.status).toBe(200);
      expect(res.body.data.participantId).toBe(ada.participant.id);
      expect(res.body.data.rows.map((r) => r.kind)).toEqual(['meeting']);
    }
    expect(await agendaOf(bob, ada.participant.id)).toMatchObject({ status: 403 });
    expect(await agendaOf(host, stranger.participant.id)).toMatchObject({ status: 404 });
    expect(await agendaOf(stranger, ada.participant.id)).toMatchObject({ status: 404 });
    // Without asParticipantId, or naming oneself, it is one's own agenda.
    expect((await agendaOf(bob, bob.participant.id)).body.data.participantId).toBe(bob.participant.id);
  });
});
