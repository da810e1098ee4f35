import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANT_RIGHTS } from '@shared/constants';
import type { MeetingSlots } from '@shared/schemas/meetingSlots';
import type { Db } from '../../../server/db/client';
import { requireFreeForBoth } from '../../../server/services/meetingSlots';
import { anAccount, signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from '../sessions/scene';
import { insertMeeting } from './meetingRows';

/**
 * Slots free for both (GET /v1/event/meetingSlots, requireFreeForBoth; docs/meetings.md): each
 * test has its own event in Istanbul (UTC+3) with a moostoo session's slots. The clock is
 * 2026-05-12 09:00Z, 12:00 in Istanbul.
 */
describe.each(engines)('slots free for both on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** An event with me, them and slots of 30 minutes: one ended, one running, then in 1, 2, 3 and 4 hours. */
  async function slotScene() {
    const s = await createSessionsScene(t, clock.now);
    const me = await s.member({}, 'Ada');
    const them = await s.member({}, 'Bob');
    const slots = await s.session({ type: 'moostoo', name: 'Meeting slots' }, [
      { inHours: -1, hours: 0.5 },
      { inHours: -0.25, hours: 0.5 },
      { inHours: 1, hours: 0.5 },
      { inHours: 2, hours: 0.5 },
      { inHours: 3, hours: 0.5 },
      { inHours: 4, hours: 0.5 },
    ]);
    const slot = (i: number) => ({ ...slots.occurrences[i]!, eventId: s.event.id });
    return { s, me, them, slots, slot };
  }

  const url = (s: SessionsScene, participantId: string, extra = '') =>
    `/v1/event/meetingSlots?eventId=${s.event.id}&participantId=${participantId}${extra}`;

  async function slotsFor(s: SessionsScene, me: Person, them: Person, extra = '') {
    const res = await s.call<MeetingSlots>(me, 'GET', url(s, them.participant.id, extra));
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const byId = (answer: MeetingSlots) => new Map(answer.days.flatMap((d) => d.slots).map((x) => [x.id, x]));

  it('offers every slot not ended, by day in the event’s zone, free while neither agenda holds anything', async () => {
    const { s, me, them, slot } = await slotScene();
    const answer = await slotsFor(s, me, them);
    expect(answer.timeZone).toBe('Europe/Istanbul');
    expect(answer.message).toBeNull();
    expect(answer.days).toEqual([
      {
        date: '2026-05-12',
        slots: [1, 2, 3, 4, 5].map((i) => ({
          id: slot(i).id,
          sessionId: slot(i).sessionId,
          startsAt: slot(i).startsAt,
          endsAt: slot(i).endsAt,
          free: true,
          busy: [],
        })),
      },
    ]);
  });

  it('marks a slot busy with whose commitment and what: my session, their off-time, a meeting of either', async () => {
    const { s, me, them, slot } = await slotScene();
    const eventId = s.event.id;
    const db = t.database.db;
    const workshop = await s.session({ blocking: true, name: 'My secret workshop' }, [
      { inHours: 0.75, hours: 0.5 },
    ]);
    const talk = await s.session({}, [{ inHours: 2, hours: 0.5 }]);
    await t.services.sessions.join(me.userId, { eventId, selectedSessionId: workshop.id });
    await t.services.sessions.join(me.userId, { eventId, selectedSessionId: talk.id });
    // 14:00–14:30 in Istanbul is 11:00Z: the slot in 2 hours.
    const off = await t.services.sessions.addOffTime(them.userId, {
      eventId,
      date: '2026-05-12',
      startTime: '14:00',
      endTime: '14:30',
      timezone: 'Europe/Istanbul',
    });
    const third = await s.member({}, 'Cem');
    const mine = await insertMeeting(db, {
      slot: slot(4),
      people: [me.participant.id, third.participant.id],
    });
    const theirs = await insertMeeting(db, {
      slot: slot(5),
      people: [third.participant.id, me.participant.id],
      guests: [them.participant.id],
    });
    await insertMeeting(db, {
      slot: slot(3),
      people: [them.participant.id, third.participant.id],
      status: 'cancelled',
    });

    const answer = byId(await slotsFor(s, me, them));
    const span = (x: { startsAt: number; endsAt: number }) => ({ startsAt: x.startsAt, endsAt: x.endsAt });
    expect(answer.get(slot(1).id)).toMatchObject({ free: true, busy: [] });
    expect(answer.get(slot(2).id)).toMatchObject({
      free: false,
      busy: [
        { who: 'me', kind: 'session', id: workshop.occurrences[0]!.id, ...span(workshop.occurrences[0]!) },
      ],
    });
    expect(answer.get(slot(3).id)).toMatchObject({
      free: false,
      busy: [{ who: 'them', kind: 'offTime', id: off.id, ...span(off) }],
    });
    expect(answer.get(slot(4).id)).toMatchObject({
      free: false,
      busy: [{ who: 'me', kind: 'meeting', id: mine.id, ...span(mine) }],
    });
    expect(answer.get(slot(5).id)).toMatchObject({
      free: false,
      busy: [
        { who: 'me', kind: 'meeting', id: theirs.id },
        { who: 'them', kind: 'meeting', id: theirs.id },
      ],
    });
    // Kind, id and time only: no session names.
    expect(JSON.stringify(answer.get(slot(2).id))).not.toContain('secret');

    // Seen from the other side, the same commitments change hands.
    const theirView = byId(await slotsFor(s, them, me));
    expect(theirView.get(slot(3).id)?.busy).toMatchObject([{ who: 'me', kind: 'offTime' }]);
    expect(theirView.get(slot(2).id)?.busy).toMatchObject([{ who: 'them', kind: 'session' }]);
  });

  it('leaves out the meeting being moved (exceptMeetingId), for both, only when I am in it', async () => {
    const { s, me, them, slot } = await slotScene();
    const ours = await insertMeeting(t.database.db, {
      slot: slot(2),
      people: [me.participant.id, them.participant.id],
    });
    expect(byId(await slotsFor(s, me, them)).get(slot(2).id)?.busy).toHaveLength(2);
    expect(byId(await slotsFor(s, me, them, `&exceptMeetingId=${ours.id}`)).get(slot(2).id)).toMatchObject({
      free: true,
      busy: [],
    });
    const third = await s.member({}, 'Cem');
    const refused = await s.call(third, 'GET', url(s, them.participant.id, `&exceptMeetingId=${ours.id}`));
    expect(refused).toMatchObject({
      status: 404,
      body: { errorCode: 'MST-00404', field: 'exceptMeetingId' },
    });
  });

  it('refuses a stranger, another event’s member, a participant of another event, myself and no one signed in', async () => {
    const { s, me, them } = await slotScene();
    const other = await createSessionsScene(t, clock.now);
    const elsewhere = await other.member({}, 'Eve');
    const stranger = await signedUpUser(t.app, anAccount({ name: 'Sam' }));
    const gone = await s.member({ state: 'deleted' }, 'Gus');

    expect((await s.call(stranger, 'GET', url(s, them.participant.id))).status).toBe(404);
    expect((await s.call(elsewhere, 'GET', url(s, them.participant.id))).status).toBe(404);
    // From their own event, asking about someone of this one.
    const crossed = await other.call(elsewhere, 'GET', url(other, them.participant.id));
    expect(crossed).toMatchObject({ status: 404, body: { field: 'participantId' } });
    expect(await s.call(me, 'GET', url(s, elsewhere.participant.id))).toMatchObject({
      status: 404,
      body: { field: 'participantId' },
    });
    expect((await s.call(me, 'GET', url(s, gone.participant.id))).status).toBe(404);
    expect(await s.call(me, 'GET', url(s, me.participant.id))).toMatchObject({
      status: 400,
      body: { field: 'participantId' },
    });
    expect((await s.call(null, 'GET', url(s, them.participant.id))).status).toBe(401);
  });

  it('answers in another’s place (asParticipantId) to organizers and holders of onbehalfmeeting only', async () => {
    const { s, me, them, slot } = await slotScene();
    const host = await s.member({ rights: [PARTICIPANT_RIGHTS.onBehalfMeeting] }, 'Host');
    const organizer = await s.member({ organizer: true }, 'Org');
    const table = await s.member({ rights: [PARTICIPANT_RIGHTS.reserveTable] }, 'Tab');
    const off = await t.services.sessions.addOffTime(them.userId, {
      eventId: s.event.id,
      date: '2026-05-12',
      startTime: '14:00',
      endTime: '14:30',
      timezone: 'Europe/Istanbul',
    });
    const inPlace = `&asParticipantId=${me.participant.id}`;
    for (const caller of [host, organizer]) {
      const answer = byId(await slotsFor(s, caller, them, inPlace));
      expect(answer.get(slot(3).id)).toMatchObject({
        free: false,
        busy: [{ who: 'them', kind: 'offTime', id: off.id }],
      });
      expect(answer.get(slot(1).id)).toMatchObject({ free: true });
    }
    // In one's own place it is the plain question.
    expect(
      (await s.call(table, 'GET', url(s, them.participant.id, `&asParticipantId=${table.participant.id}`)))
        .status,
    ).toBe(200);

    const other = await createSessionsScene(t, clock.now);
    const elsewhere = await other.member({ rights: [PARTICIPANT_RIGHTS.onBehalfMeeting] }, 'Eve');
    const stranger = await signedUpUser(t.app, anAccount({ name: 'Sam' }));
    expect(await s.call(table, 'GET', url(s, them.participant.id, inPlace))).toMatchObject({
      status: 403,
      body: { field: 'asParticipantId' },
    });
    expect((await s.call(them, 'GET', url(s, host.participant.id, inPlace))).status).toBe(403);
    expect((await s.call(stranger, 'GET', url(s, them.participant.id, inPlace))).status).toBe(404);
    expect((await s.call(elsewhere, 'GET', url(s, them.participant.id, inPlace))).status).toBe(404);
    expect(
      await s.call(host, 'GET', url(s, them.participant.id, `&asParticipantId=${elsewhere.participant.id}`)),
    ).toMatchObject({ status: 404, body: { field: 'asParticipantId' } });
    expect(await s.call(host, 'GET', url(s, me.participant.id, inPlace))).toMatchObject({
      status: 400,
      body: { field: 'participantId' },
    });
  });

  it('says no meeting slots, no space in theirs, no space in mine', async () => {
    const empty = await createSessionsScene(t, clock.now);
    const [a, b] = [await empty.member({}, 'Ada'), await empty.member({}, 'Bob')];
    await empty.session({ type: 'moostoo' }, [{ inHours: -2, hours: 0.5 }]);
    await empty.session({}, [{ inHours: 1, hours: 0.5 }]);
    expect(await slotsFor(empty, a, b)).toEqual({
      timeZone: 'Europe/Istanbul',
      days: [],
      message: 'noMeetingSlots',
    });

    const { s, me, them } = await slotScene();
    // 11:45–17:00 in Istanbul (08:45–14:00Z) covers every slot not ended, the running one included.
    const dayOff = (who: Person) =>
      t.services.sessions.addOffTime(who.userId, {
        eventId: s.event.id,
        date: '2026-05-12',
        startTime: '11:45',
        endTime: '17:00',
        timezone: 'Europe/Istanbul',
      });
    await dayOff(them);
    expect((await slotsFor(s, me, them)).message).toBe('noSpaceTheirs');
    expect((await slotsFor(s, them, me)).message).toBe('noSpaceMine');
  });

  it('requireFreeForBoth refuses a slot taken in either agenda with MST-00131 saying whose, and lets the moved meeting pass', async () => {
    const { s, me, them, slot } = await slotScene();
    const db = t.database.db;
    const ours = await insertMeeting(db, { slot: slot(2), people: [me.participant.id, them.participant.id] });
    const off = await t.services.sessions.addOffTime(them.userId, {
      eventId: s.event.id,
      date: '2026-05-12',
      startTime: '15:00',
      endTime: '15:30',
      timezone: 'Europe/Istanbul',
    });
    const check = (i: number, exceptMeetingId?: string) =>
      db.transaction((tx: Db) =>
        requireFreeForBoth(tx, {
          eventId: s.event.id,
          participantIds: [me.participant.id, them.participant.id],
          slot: slot(i),
          ...(exceptMeetingId ? { exceptMeetingId } : {}),
        }),
      );
    await expect(check(1)).resolves.toBeUndefined();
    await expect(check(4)).rejects.toMatchObject({
      status: 409,
      code: 'MST-00131',
      field: 'slotId',
      details: { collisions: [{ participantId: them.participant.id, kind: 'offTime', id: off.id }] },
    });
    const both = await check(2).catch((err: unknown) => err);
    expect(both).toMatchObject({ code: 'MST-00131' });
    const whose = (both as { details: { collisions: { participantId: string; id: string }[] } }).details
      .collisions;
    expect(whose.map((c) => [c.participantId, c.id]).sort()).toEqual(
      [
        [me.participant.id, ours.id],
        [them.participant.id, ours.id],
      ].sort(),
    );
    await expect(check(2, ours.id)).resolves.toBeUndefined();

    // A session join meets the meeting by the same rule.
    const workshop = await s.session({ blocking: true }, [{ inHours: 1.25, hours: 0.5 }]);
    const join = await s.call(me, 'POST', '/v1/event/schedule/join', {
      eventId: s.event.id,
      selectedSessionId: workshop.id,
    });
    expect(join).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00131', details: { collisions: [{ kind: 'meeting', id: ours.id }] } },
    });
  });
});
