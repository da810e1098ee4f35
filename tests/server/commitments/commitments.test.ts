import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@shared/constants';
import { AppError } from '../../../server/http/errors';
import { createCommitments } from '../../../server/services/commitments';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { insertMeeting } from '../meetings/meetingRows';
import { createSessionsScene, type SessionsScene } from '../sessions/scene';

/**
 * A person's commitments, gathered from every kind (server/services/commitments.ts): blocking
 * sessions they joined or asked to join, sessions they speak at, moderate or translate, and their
 * off-time, and the accepted meetings they are in; not sessions that do not block nor cancelled
 * meetings. The clock is 2026-05-12 09:00Z (12:00 in Istanbul).
 */
describe.each(engines)('commitments on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
  });
  afterAll(() => t.close());

  /** Someone with one of each kind, and one session that does not block. */
  async function busyPerson() {
    const me = await s.member();
    const workshop = await s.session({ blocking: true }, [{ inHours: 2, hours: 1 }]);
    const talk = await s.session({}, [{ inHours: 3, hours: 1 }]);
    const mine = await s.session({ moderators: [me.participant.id] }, [{ inHours: 5, hours: 1 }]);
    const eventId = s.event.id;
    await t.services.sessions.join(me.userId, { eventId, selectedSessionId: workshop.id });
    await t.services.sessions.join(me.userId, { eventId, selectedSessionId: talk.id });
    // 2026-05-12 19:00–20:00 in Istanbul: 7 to 8 hours after the clock.
    const off = await t.services.sessions.addOffTime(me.userId, {
      eventId,
      date: '2026-05-12',
      startTime: '19:00',
      endTime: '20:00',
      timezone: 'Europe/Istanbul',
    });
    return { me, workshop, talk, mine, off, person: { eventId, participantId: me.participant.id } };
  }

  it('lists a pending blocking session, a moderated session and off-time; not a session that does not block', async () => {
    const { workshop, mine, off, person } = await busyPerson();
    const all = await createCommitments(t.database.db).of({ ...person, window: null });
    expect(all).toEqual([
      {
        kind: 'session',
        blocking: true,
        id: workshop.occurrences[0]!.id,
        sessionId: workshop.id,
        startsAt: clock.now() + 2 * HOUR_MS,
        endsAt: clock.now() + 3 * HOUR_MS,
      },
      {
        kind: 'session',
        blocking: true,
        id: mine.occurrences[0]!.id,
        sessionId: mine.id,
        startsAt: clock.now() + 5 * HOUR_MS,
        endsAt: clock.now() + 6 * HOUR_MS,
      },
      {
        kind: 'offTime',
        blocking: true,
        id: off.id,
        sessionId: null,
        startsAt: clock.now() + 7 * HOUR_MS,
        endsAt: clock.now() + 8 * HOUR_MS,
      },
    ]);
  });

  it('reads a window half-open: what ends at its start or starts at its end is left out', async () => {
    const { mine, person } = await busyPerson();
    const commitments = createCommitments(t.database.db);
    const window = { from: clock.now() + 3 * HOUR_MS, to: clock.now() + 7 * HOUR_MS };
    expect((await commitments.of({ ...person, window })).map((c) => c.id)).toEqual([mine.occurrences[0]!.id]);
    expect(await commitments.of({ ...person, window, exceptSessionId: mine.id })).toEqual([]);
  });

  it('refuses a slot overlapping them with MST-00131 on the field given, listing each collision', async () => {
    const { workshop, off, person } = await busyPerson();
    const commitments = createCommitments(t.database.db);
    const slot = { startsAt: clock.now() + 2.5 * HOUR_MS, endsAt: clock.now() + 7.5 * HOUR_MS };
    const refused = await commitments.requireFree(person, slot, 'slotId').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 409,
      code: 'MST-00131',
      field: 'slotId',
      details: {
        collisions: [
          { kind: 'session', id: workshop.occurrences[0]!.id },
          { kind: 'session' },
          { kind: 'offTime', id: off.id },
        ],
      },
    });
    const free = { startsAt: clock.now() + 6 * HOUR_MS, endsAt: clock.now() + 7 * HOUR_MS };
    await expect(commitments.requireFree(person, free, 'slotId')).resolves.toBeUndefined();
  });

  /** Someone in an accepted meeting (one of the two), a guest in another, and a cancelled one. */
  async function meetingPerson() {
    const me = await s.member();
    const other = await s.member();
    const slots = await s.session({ type: 'moostoo' }, [
      { inHours: 2, hours: 0.5 },
      { inHours: 3, hours: 0.5 },
      { inHours: 4, hours: 0.5 },
    ]);
    const slot = (i: number) => ({ ...slots.occurrences[i]!, eventId: s.event.id });
    const db = t.database.db;
    const booked = await insertMeeting(db, {
      slot: slot(0),
      people: [me.participant.id, other.participant.id],
    });
    const guesting = await insertMeeting(db, {
      slot: slot(1),
      people: [other.participant.id],
      guests: [me.participant.id],
    });
    await insertMeeting(db, {
      slot: slot(2),
      people: [me.participant.id, other.participant.id],
      status: 'cancelled',
    });
    const person = (who: { participant: { id: string } }) => ({
      eventId: s.event.id,
      participantId: who.participant.id,
    });
    return { booked, guesting, me: person(me), other: person(other) };
  }

  it('lists the accepted meetings the person is in, as one of the two or a guest, and leaves out the one being moved', async () => {
    const { booked, guesting, me } = await meetingPerson();
    const commitments = createCommitments(t.database.db);
    const meeting = (m: { id: string; startsAt: number; endsAt: number }) => ({
      kind: 'meeting',
      blocking: true,
      sessionId: null,
      ...m,
    });
    expect(await commitments.of({ ...me, window: null })).toEqual([meeting(booked), meeting(guesting)]);
    expect(await commitments.of({ ...me, window: null, exceptMeetingId: booked.id })).toEqual([
      meeting(guesting),
    ]);
  });

  it('refuses a slot taken in either of two agendas, saying whose', async () => {
    const { booked, guesting, me, other } = await meetingPerson();
    const commitments = createCommitments(t.database.db);
    const slot = { startsAt: booked.startsAt, endsAt: guesting.endsAt };
    const refused = await commitments
      .requireFreeForAll([me, other], slot, 'slotId')
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({
      status: 409,
      code: 'MST-00131',
      field: 'slotId',
      details: {
        collisions: [
          { participantId: me.participantId, kind: 'meeting', id: booked.id },
          { participantId: me.participantId, kind: 'meeting', id: guesting.id },
          { participantId: other.participantId, kind: 'meeting', id: booked.id },
          { participantId: other.participantId, kind: 'meeting', id: guesting.id },
        ],
      },
    });
    await expect(
      commitments.requireFreeForAll(
        [me, other],
        { startsAt: booked.startsAt, endsAt: booked.endsAt },
        'slotId',
      ),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      commitments.requireFreeForAll(
        [
          { ...me, exceptMeetingId: booked.id },
          { ...other, exceptMeetingId: booked.id },
        ],
        { startsAt: booked.startsAt, endsAt: booked.endsAt },
        'slotId',
      ),
    ).resolves.toBeUndefined();
  });
});
