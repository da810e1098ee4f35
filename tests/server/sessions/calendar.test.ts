import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '@shared/constants';
import type { CalendarResult } from '@shared/schemas/sessions';
import { sessionOccurrences } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { readIcs, utc } from '../../support/readIcs';
import { apiCall } from '../../support/apiCall';
import { outboxFor } from '../../support/outbox';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/** The calendar feed and the agenda by e-mail (spec core §7 participant/calendar; RFC 5545). */
describe.each(engines)('calendar export on %s', (engine) => {
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

  const link = async (who: Person, rotate = false) => {
    const res = await s.call<CalendarResult>(who, 'POST', '/v1/event/participant/calendar', {
      eventId: s.event.id,
      mode: 'link',
      rotate,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const feed = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return { status: res.statusCode, type: res.headers['content-type'], text: res.body };
  };

  it('serves my joined and speaking sessions with stable UIDs that survive a reschedule and drop out when I leave', async () => {
    const longName = `Şehir verisi ve yapay zekâ: ${'uzun başlık '.repeat(8)}`.trim();
    const talk = await s.session({ name: longName, location: 'Hall A' }, [{ inHours: 2 }]);
    const mine = await s.session({ name: 'My own talk', speakers: [me.participant.id] }, [{ inHours: 5 }]);
    await s.call(me, 'POST', '/v1/event/schedule/join', { eventId: s.event.id, selectedSessionId: talk.id });

    const { url, webcalUrl, sentTo } = await link(me);
    expect(url).toMatch(/^https?:\/\/[^/]+\/v1\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(sentTo).toBeNull();
    expect((await link(me)).url).toBe(url);

    const first = await feed(url);
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^text\/calendar/);
    const parsed = readIcs(first.text);
    expect(parsed.folded).toBe(true);
    const uidOf = (occurrenceId: string) => `${occurrenceId}@lanyard`;
    const talkEvent = parsed.events.find((e) => e.UID === uidOf(talk.occurrences[0]!.id));
    expect(talkEvent).toMatchObject({
      DTSTART: utc(talk.occurrences[0]!.startsAt),
      DTEND: utc(talk.occurrences[0]!.endsAt),
      SUMMARY: longName,
      LOCATION: 'Hall A',
    });
    expect(talkEvent?.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    expect(parsed.events.map((e) => e.UID).sort()).toEqual(
      [uidOf(talk.occurrences[0]!.id), uidOf(mine.occurrences[0]!.id)].sort(),
    );

    // The organizers move the talk by an hour: same UID, new times.
    const moved = talk.occurrences[0]!.startsAt + HOUR_MS;
    await t.database.db
      .update(sessionOccurrences)
      .set({ startsAt: moved, endsAt: moved + HOUR_MS })
      .where(eq(sessionOccurrences.id, talk.occurrences[0]!.id));
    const after = readIcs((await feed(url)).text).events;
    expect(after).toHaveLength(2);
    expect(after.find((e) => e.UID === uidOf(talk.occurrences[0]!.id))).toMatchObject({
      DTSTART: utc(moved),
    });

    await s.call(me, 'POST', '/v1/event/schedule/leave', { eventId: s.event.id, selectedSessionId: talk.id });
    expect(readIcs((await feed(url)).text).events.map((e) => e.UID)).toEqual([
      uidOf(mine.occurrences[0]!.id),
    ]);
  });

  it('rotating the secret retires the old URL; unknown and malformed secrets are refused', async () => {
    const other = await s.member();
    const old = await link(other);
    const fresh = await link(other, true);
    expect(fresh.url).not.toBe(old.url);
    expect((await feed(old.url)).status).toBe(404);
    expect((await feed(fresh.url)).status).toBe(200);
    expect((await feed('http://x/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await feed('http://x/v1/calendar/short.ics')).status).toBe(400);
  });

  /** `person` joins a new session named `name` and asks for their agenda by e-mail: the answer and the mail. */
  const mailAgenda = async (person: Person, name: string) => {
    const talk = await s.session({ name }, [{ inHours: 3 }]);
    await s.call(person, 'POST', '/v1/event/schedule/join', {
      eventId: s.event.id,
      selectedSessionId: talk.id,
    });
    const res = await s.call<CalendarResult>(person, 'POST', '/v1/event/participant/calendar', {
      eventId: s.event.id,
      mode: 'email',
    });
    expect(res.body.data).toMatchObject({ mode: 'email', sentTo: person.account.email });
    const [mail] = await outboxFor(t.dataDir, person.account.email);
    return { talk, url: res.body.data.url, mail };
  };

  it('e-mails the agenda with the .ics attached (outbox, base64)', async () => {
    const { talk, url, mail } = await mailAgenda(await s.member(), 'Mailed talk');
    expect(mail?.subject).toBe('Your agenda for Test Summit');
    expect(mail?.text).toContain(url);
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: 'agenda.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
      }),
    ]);
    const ics = Buffer.from(mail!.attachments![0]!.contentBase64, 'base64').toString('utf8');
    expect(readIcs(ics).events).toEqual([
      expect.objectContaining({ UID: `${talk.occurrences[0]!.id}@lanyard`, SUMMARY: 'Mailed talk' }),
    ]);
  });

  it('e-mails the agenda in the reader’s language (Turkish) and names their feed in it', async () => {
    const person = await s.member();
    const chose = await apiCall(t.app, person, 'PUT', '/v1/user/profile', {
      action: 'uiSettings',
      uiSettings: { language: 'tr' },
    });
    expect(chose.status).toBe(200);
    const { url, mail } = await mailAgenda(person, 'Açılış');
    expect(mail?.subject).toBe('Test Summit etkinliği için ajandanız');
    expect(mail?.text).toContain('Test Summit etkinliği için ajandanız ekte (agenda.ics, 1 oturum).');
    expect(mail?.text).toContain(url);
    // The feed a calendar app subscribes to is named in the owner's language too.
    expect(readIcs((await feed(url)).text).calendar['X-WR-CALNAME']).toBe('Lanyard ajandası');
  });
});
