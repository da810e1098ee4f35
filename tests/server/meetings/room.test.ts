import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_STARTING_MS, MEETING_LIVE_MS } from '@shared/constants';
import type { MeetingRoom } from '@shared/schemas/meetingRoom';
import { loadSigningKeys } from '../../../server/auth/keys';
import { createTokenSigner } from '../../../server/auth/tokens';
import { events } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { insertMeeting } from './meetingRows';
import { createMeetingsScene, meetingWithOthers, type MeetingsScene, type Person } from './scene';

/**
 * A meeting's video room, POST /v1/event/schedule/meetingRoom (spec core §3 moostoo_meeting, §4
 * Meeting buttons Start; DECISIONS 6; docs/meetings.md "Video room"): the room on CONFERENCE_URL
 * with a conference token, for the meeting's people and guests while Start shows; nobody else.
 */
describe.each(engines)('meeting video room on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now, env: { CONFERENCE_URL: 'https://meet.example.org/' } });
  });
  afterAll(() => t.close());

  const room = (m: MeetingsScene, who: Person | null, meetingId: string) =>
    m.call<MeetingRoom>(who, 'POST', '/v1/event/schedule/meetingRoom', { eventId: m.event.id, meetingId });
  const verify = (token: string) =>
    createTokenSigner(() => loadSigningKeys(t.config), clock.now).verify('conference', token);

  it('opens 7 minutes before the start until the end, with a conference token for the room', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const meeting = await m.bookSoon(ada, bob);

    clock.set(meeting.startsAt - MEETING_LIVE_MS - 1);
    expect(await room(m, ada, meeting.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00134', field: 'meetingId' },
    });
    clock.advance(1);
    const open = await room(m, ada, meeting.id);
    expect(open.status).toBe(200);
    const roomId = `lanyard-meeting-${meeting.id}`;
    expect(open.body.data.roomId).toBe(roomId);
    const url = new URL(open.body.data.conferenceUrl);
    expect(url.origin + url.pathname).toBe(`https://meet.example.org/${roomId}`);
    const { token, ...flags } = Object.fromEntries(url.searchParams);
    expect(flags).toEqual({ sessionId: meeting.id, rehearsal: 'false', moderator: 'false', popup: 'true' });
    expect(token).not.toBe(ada.token);
    expect(await verify(token!)).toMatchObject({ aud: 'conference', sub: ada.userId, roomId });

    // Both of the two enter the same room, each with their own token.
    const bobs = await room(m, bob, meeting.id);
    expect(bobs.body.data.roomId).toBe(roomId);
    const bobToken = new URL(bobs.body.data.conferenceUrl).searchParams.get('token')!;
    expect(await verify(bobToken)).toMatchObject({ sub: bob.userId, roomId });

    clock.set(meeting.endsAt - 1);
    expect((await room(m, bob, meeting.id)).status).toBe(200);
    clock.set(meeting.endsAt);
    expect(await room(m, bob, meeting.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00133', field: 'meetingId' },
    });
  });

  it('lets a guest start; refuses strangers, others of the event, another event’s members and a cancelled meeting', async () => {
    const { m, other, ada, cem, outsider, meeting } = await meetingWithOthers(t, clock);

    expect((await room(m, null, meeting.id)).status).toBe(401);
    // Not in the meeting: it does not exist for them; not in the event: the event does not.
    expect(await room(m, cem, meeting.id)).toMatchObject({ status: 404, body: { field: 'meetingId' } });
    expect(await room(m, outsider, meeting.id)).toMatchObject({ status: 404 });
    expect(
      await other.call(outsider, 'POST', '/v1/event/schedule/meetingRoom', {
        eventId: other.event.id,
        meetingId: meeting.id,
      }),
    ).toMatchObject({ status: 404, body: { field: 'meetingId' } });
    expect(await room(m, ada, 'a'.repeat(36))).toMatchObject({ status: 404 });

    // Spec core §4: a guest can only Leave or Start.
    const dan = await m.member({}, 'Dan');
    const withGuest = await insertMeeting(t.database.db, {
      slot: { ...meeting, id: meeting.slotId },
      people: [cem.participant.id, (await m.member({}, 'Eve')).participant.id],
      guests: [dan.participant.id],
    });
    const guests = await room(m, dan, withGuest.id);
    expect(guests.status).toBe(200);
    expect(guests.body.data.roomId).toBe(`lanyard-meeting-${withGuest.id}`);

    clock.set(meeting.startsAt - AGENDA_STARTING_MS - 1);
    expect((await m.act(ada, 'cancelMeeting', { meetingId: meeting.id })).status).toBe(200);
    clock.set(meeting.startsAt);
    expect(await room(m, ada, meeting.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00160', field: 'meetingId' },
    });
  });

  it('has no room for a meeting met in person: on site in a hybrid event, or in a normal event', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const cem = await m.member({}, 'Cem');
    const dan = await m.member({}, 'Dan');
    const atTable = await m.bookSoon(ada, bob, { onSite: true });
    const online = await m.bookSoon(cem, dan);
    clock.set(atTable.startsAt);
    expect(await room(m, ada, atTable.id)).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00400', field: 'meetingId' },
    });
    expect((await room(m, cem, online.id)).status).toBe(200);

    await t.database.db.update(events).set({ eventType: 'normal' }).where(eq(events.id, m.event.id));
    expect(await room(m, cem, online.id)).toMatchObject({ status: 409, body: { errorCode: 'MST-00400' } });
  });
});
