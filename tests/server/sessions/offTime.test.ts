import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda, OffTime } from '@shared/schemas/sessions';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/**
 * Off-time (spec core §3 payload, §5 validation): wall-clock date and times in a zone, stored as
 * UTC instants. The clock is 2026-05-12 09:00Z (12:00 in Istanbul); the event (Europe/Istanbul)
 * ends 2026-05-14 09:00Z, so dates from 2026-05-12 through 2026-05-15 are accepted.
 */
describe.each(engines)('off-time on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  let me: Person;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
    me = await s.member();
  });
  afterAll(() => t.close());

  const add = (who: Person, fields: Record<string, unknown>) =>
    s.call<OffTime>(who, 'POST', '/v1/event/schedule/participantOff', {
      eventId: s.event.id,
      timezone: 'Europe/Istanbul',
      ...fields,
    });

  it('stores an off-time after midnight in Istanbul on the previous UTC day', async () => {
    const res = await add(me, { date: '2026-05-13', startTime: '01:00', endTime: '02:30' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      participantId: me.participant.id,
      startsAt: Date.UTC(2026, 4, 12, 22, 0),
      endsAt: Date.UTC(2026, 4, 12, 23, 30),
      timezone: 'Europe/Istanbul',
    });
    const agenda = await s.call<Agenda>(me, 'GET', `/v1/event/agenda?eventId=${s.event.id}`);
    expect(agenda.body.data.rows).toContainEqual(
      expect.objectContaining({
        kind: 'offTime',
        id: res.body.data.id,
        startsAt: Date.UTC(2026, 4, 12, 22, 0),
      }),
    );
  });

  it('reads the times in the zone given, not the event’s: New York 20:00 EDT is 00:00Z the next day', async () => {
    const res = await add(me, {
      date: '2026-05-12',
      startTime: '20:00',
      endTime: '21:00',
      timezone: 'America/New_York',
    });
    expect(res.body.data).toMatchObject({
      startsAt: Date.UTC(2026, 4, 13, 0, 0),
      endsAt: Date.UTC(2026, 4, 13, 1, 0),
      timezone: 'America/New_York',
    });
  });

  it.each([
    [
      { date: '2026-05-12', startTime: '15:00', endTime: '14:00' },
      'endTime',
      'validation.error.startBeforeEnd',
    ],
    [
      { date: '2026-05-12', startTime: '15:00', endTime: '15:00' },
      'endTime',
      'validation.error.startBeforeEnd',
    ],
    [{ date: '2026-05-12', startTime: '15:10', endTime: '16:00' }, 'startTime', 'validation.error.timeStep'],
    [{ date: '2026-05-12', startTime: '15:00', endTime: '25:00' }, 'endTime', 'validation.error.time'],
    [{ date: '12.05.2026', startTime: '15:00', endTime: '16:00' }, 'date', 'validation.error.date'],
    [{ date: '2026-05-11', startTime: '15:00', endTime: '16:00' }, 'date', 'validation.error.dateOutOfRange'],
    [{ date: '2026-05-16', startTime: '15:00', endTime: '16:00' }, 'date', 'validation.error.dateOutOfRange'],
    [
      { date: '2026-05-12', startTime: '15:00', endTime: '16:00', timezone: 'Mars/Olympus' },
      'timezone',
      'validation.error.timezone',
    ],
  ])('refuses %o with MST-00400 naming %s', async (fields, field, message) => {
    const res = await add(me, fields);
    expect(res).toMatchObject({ status: 400, body: { errorCode: 'MST-00400', field } });
    expect(res.body.errorMessage).toContain(message);
  });

  it('accepts the day after the event’s end, the last day the date list offers', async () => {
    expect((await add(me, { date: '2026-05-15', startTime: '09:00', endTime: '09:15' })).status).toBe(200);
  });

  it('deletes my off-time; someone else’s is not found', async () => {
    const other = await s.member();
    const created = await add(me, { date: '2026-05-14', startTime: '10:00', endTime: '11:00' });
    const url = `/v1/event/schedule/participantOff?eventId=${s.event.id}&id=${created.body.data.id}`;
    expect(await s.call(other, 'DELETE', url)).toMatchObject({ status: 404, body: { field: 'id' } });
    expect(await s.call(me, 'DELETE', url)).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await s.call(me, 'DELETE', url)).toMatchObject({ status: 404 });
  });

  it('lets an organizer, not an attendee, add off-time for another participant', async () => {
    const organizer = await s.member({ organizer: true });
    const other = await s.member();
    const fields = {
      date: '2026-05-13',
      startTime: '12:00',
      endTime: '13:00',
      asParticipantId: me.participant.id,
    };
    expect(await add(other, fields)).toMatchObject({ status: 403 });
    expect(await add(organizer, fields)).toMatchObject({
      status: 200,
      body: { data: { participantId: me.participant.id } },
    });
  });
});
