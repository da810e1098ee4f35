import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_STARTING_MS } from '@shared/constants';
import type { Meeting } from '@shared/schemas/invitations';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { insertMeeting } from './meetingRows';
import { createMeetingsScene, meetingWithOthers, type MeetingsScene, type Person } from './scene';

/**
 * Meeting check-in, POST /v1/event/schedule/meetingCheckIn (spec core §7 schedule/checkIn with a
 * meetingId; docs/meetings.md "Check-in"): the two who booked it, from 5 minutes before the start
 * to the end; others are told nothing about the meeting.
 */
describe.each(engines)('meeting check-in on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const checkIn = (m: MeetingsScene, who: Person | null, meetingId: string) =>
    m.call<Meeting>(who, 'POST', '/v1/event/schedule/meetingCheckIn', { eventId: m.event.id, meetingId });

  it('opens 5 minutes before the start, keeps the first time and closes at the end', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const meeting = await m.bookSoon(ada, bob);

    clock.set(meeting.startsAt - AGENDA_STARTING_MS - 1);
    expect(await checkIn(m, ada, meeting.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00134', field: 'meetingId' },
    });
    clock.advance(1);
    const first = clock.now();
    const done = await checkIn(m, ada, meeting.id);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: meeting.id, me: ada.participant.id, checkedInAt: first });
    clock.advance(60_000);
    expect((await checkIn(m, ada, meeting.id)).body.data.checkedInAt).toBe(first);
    // Bob has not checked in; the agenda shows each their own time.
    const bobs = await checkIn(m, bob, meeting.id);
    expect(bobs.body.data.checkedInAt).toBe(clock.now());

    clock.set(meeting.endsAt);
    expect(await checkIn(m, bob, meeting.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00133', field: 'meetingId' },
    });
  });

  it('refuses strangers, others of the event, guests and a cancelled meeting', async () => {
    const { m, ada, cem, outsider, meeting } = await meetingWithOthers(t, clock);

    expect((await checkIn(m, null, meeting.id)).status).toBe(401);
    // Not in the meeting: it does not exist for them; not in the event: the event does not.
    expect(await checkIn(m, cem, meeting.id)).toMatchObject({ status: 404, body: { field: 'meetingId' } });
    expect(await checkIn(m, outsider, meeting.id)).toMatchObject({ status: 404 });
    expect(await checkIn(m, ada, 'a'.repeat(36))).toMatchObject({ status: 404 });

    const dan = await m.member({}, 'Dan');
    const slot = { ...meeting, id: meeting.slotId };
    const withGuest = await insertMeeting(t.database.db, {
      slot,
      people: [cem.participant.id, (await m.member({}, 'Eve')).participant.id],
      guests: [dan.participant.id],
    });
    expect(await checkIn(m, dan, withGuest.id)).toMatchObject({ status: 403 });

    clock.set(meeting.startsAt - AGENDA_STARTING_MS - 1);
    expect((await m.act(ada, 'cancelMeeting', { meetingId: meeting.id })).status).toBe(200);
    clock.set(meeting.startsAt);
    expect(await checkIn(m, ada, meeting.id)).toMatchObject({ status: 409, body: { field: 'meetingId' } });
  });
});
