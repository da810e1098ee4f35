import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS, type Language } from '@shared/constants';
import { closestMeeting } from '@shared/rules/agenda';
import type { Agenda, CalendarResult } from '@shared/schemas/sessions';
import type { Mailer } from '../../../server/mail/mailer';
import { readOutbox } from '../../../server/mail/outbox';
import { queuedJobs, meetingParticipants } from '../../../server/db/schema';
import { apiCall } from '../../support/apiCall';
import { insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { outboxFor } from '../../support/outbox';
import { readIcs, utc } from '../../support/readIcs';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { insertMeeting } from './meetingRows';
import { createMeetingsScene, type MeetingsScene, type Person } from './scene';

/**
 * Meetings in My Agenda, in the calendar feed and in e-mail (docs/meetings.md "In My Agenda",
 * "Calendar and e-mail"): one entry per meeting with a stable UID, moved with a higher SEQUENCE,
 * gone once cancelled; the mails carry METHOD REQUEST or CANCEL.
 */
describe.each(engines)('meetings in the agenda, the feed and e-mail on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const agendaOf = async (m: MeetingsScene, who: Person) => {
    const res = await m.call<Agenda>(who, 'GET', `/v1/event/agenda?eventId=${m.event.id}`);
    expect(res.status).toBe(200);
    return res.body.data.rows;
  };
  /** Books a meeting of `from` and `to` into slot i, answering the meeting's id. */
  const book = async (m: MeetingsScene, from: Person, to: Person, slot: number) => {
    const invitationId = await m.invite(from, to);
    const res = await m.act(to, 'confirm', { invitationId, slotId: m.slot(slot) });
    expect(res.status).toBe(200);
    return res.body.data.meeting!;
  };
  const feedOf = async (m: MeetingsScene, who: Person) => {
    const link = await m.call<CalendarResult>(who, 'POST', '/v1/event/participant/calendar', {
      eventId: m.event.id,
      mode: 'link',
    });
    const res = await t.app.inject({ method: 'GET', url: new URL(link.body.data.url).pathname });
    expect(res.statusCode).toBe(200);
    return readIcs(res.body).events.filter((e) => e.UID?.startsWith('meeting-'));
  };
  /** Every mail the actions so far have queued, sent (the queue's worker would wait for a quiet moment). */
  const sent = () => t.services.jobQueue.drain();
  /** The meeting.ics of every mail to `who` since `seen` mails, read back. */
  const meetingMails = async (who: Person, seen = 0) => {
    await sent();
    return (await outboxFor(t.dataDir, who.account.email)).slice(seen).map((mail) => {
      const file = mail.attachments?.find((a) => a.filename === 'meeting.ics');
      return {
        subject: mail.subject,
        text: mail.text,
        contentType: file?.contentType ?? null,
        ics: file ? readIcs(Buffer.from(file.contentBase64, 'base64').toString('utf8')) : null,
      };
    });
  };

  /** Ada and Bob in a new event, Bob reading the app in `language` (his ui settings). */
  const adaAndBobReading = async (language: Language) => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const chose = await apiCall(t.app, bob, 'PUT', '/v1/user/profile', {
      action: 'uiSettings',
      uiSettings: { language },
    });
    expect(chose.status).toBe(200);
    return { m, ada, bob };
  };

  it('My Agenda lists my meetings among my sessions by time, for both and a guest; a cancelled one leaves', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const cem = await m.member({}, 'Cem');
    const talk = await m.session({ name: 'Keynote' }, [{ inHours: 1.5 }]);
    await m.call(ada, 'POST', '/v1/event/schedule/join', { eventId: m.event.id, selectedSessionId: talk.id });

    const late = await book(m, ada, bob, 3);
    const early = await book(m, cem, ada, 0);
    const rows = await agendaOf(m, ada);
    expect(rows.map((r) => r.key)).toEqual([
      `meeting:${early.id}`,
      `${talk.id}:${talk.occurrences[0]!.id}`,
      `meeting:${late.id}`,
    ]);
    const row = rows.find((r) => r.kind === 'meeting' && r.meetingId === late.id);
    expect(row).toMatchObject({
      kind: 'meeting',
      startsAt: late.startsAt,
      endsAt: late.endsAt,
      sequence: 0,
      meeting: { id: late.id, me: ada.participant.id, guest: false, status: 'accepted' },
    });
    // The closest meeting (spec core §4) is a meeting when one comes first.
    expect(closestMeeting(rows, clock.now())?.key).toBe(`meeting:${early.id}`);

    // A guest has it in their agenda too, marked as a guest.
    const dan = await m.member({}, 'Dan');
    await insertMeeting(t.database.db, {
      slot: { ...late, id: late.slotId },
      people: [cem.participant.id, (await m.member({}, 'Eve')).participant.id],
      guests: [dan.participant.id],
    });
    expect((await agendaOf(m, dan)).map((r) => r.kind === 'meeting' && r.meeting.guest)).toEqual([true]);

    expect((await m.act(bob, 'cancelMeeting', { meetingId: late.id })).status).toBe(200);
    expect((await agendaOf(m, ada)).map((r) => r.key)).toEqual([
      `meeting:${early.id}`,
      `${talk.id}:${talk.occurrences[0]!.id}`,
    ]);
    expect((await agendaOf(m, bob)).filter((r) => r.kind === 'meeting')).toEqual([]);
  });

  it('the feed holds one entry per meeting: booked, moved (same UID, SEQUENCE 1), cancelled (gone)', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    expect(await feedOf(m, ada)).toEqual([]);

    const meeting = await book(m, ada, bob, 2);
    const uid = `meeting-${meeting.id}@lanyard`;
    const booked = await feedOf(m, ada);
    expect(booked).toEqual([
      expect.objectContaining({
        UID: uid,
        DTSTART: utc(meeting.startsAt),
        DTEND: utc(meeting.endsAt),
        SUMMARY: 'Meeting with Bob Holder',
        SEQUENCE: '0',
        STATUS: 'CONFIRMED',
      }),
    ]);
    expect((await feedOf(m, bob))[0]).toMatchObject({ UID: uid, SUMMARY: 'Meeting with Ada Holder' });

    const asked = await m.act(bob, 'reschedule', { meetingId: meeting.id, message: 'Later, 13:00?' });
    const moved = await m.act(ada, 'confirmReschedule', {
      invitationId: asked.body.data.invitation!.id,
      slotId: m.slot(4),
    });
    expect(moved.status).toBe(200);
    expect(await feedOf(m, ada)).toEqual([
      expect.objectContaining({
        UID: uid,
        DTSTART: utc(moved.body.data.meeting!.startsAt),
        DTEND: utc(moved.body.data.meeting!.endsAt),
        SEQUENCE: '1',
      }),
    ]);

    expect((await m.act(ada, 'cancelMeeting', { meetingId: meeting.id })).status).toBe(200);
    expect(await feedOf(m, ada)).toEqual([]);
    expect(await feedOf(m, bob)).toEqual([]);
  });

  it('mails the request to its recipient, and the booked, moved and cancelled meeting to both with its .ics', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');

    const invitationId = await m.invite(ada, bob, { message: 'Coffee after the keynote?' });
    expect(await meetingMails(bob)).toEqual([
      expect.objectContaining({
        subject: 'Ada Holder would like to meet you at Test Summit',
        text: expect.stringContaining('Coffee after the keynote?'),
        ics: null,
      }),
    ]);
    expect(await meetingMails(ada)).toEqual([]);

    const meeting = (await m.act(bob, 'confirm', { invitationId, slotId: m.slot(2) })).body.data.meeting!;
    const uid = `meeting-${meeting.id}@lanyard`;
    for (const [who, other] of [
      [ada, 'Bob Holder'],
      [bob, 'Ada Holder'],
    ] as const) {
      const [mail] = await meetingMails(who, who === bob ? 1 : 0);
      expect(mail).toMatchObject({
        subject: `Meeting booked: Meeting with ${other}`,
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      });
      expect(mail!.ics!.calendar.METHOD).toBe('REQUEST');
      expect(mail!.ics!.events).toEqual([
        expect.objectContaining({
          UID: uid,
          DTSTART: utc(meeting.startsAt),
          SEQUENCE: '0',
          STATUS: 'CONFIRMED',
          ORGANIZER: expect.stringMatching(/^mailto:/),
        }),
      ]);
    }

    const asked = await m.act(ada, 'reschedule', { meetingId: meeting.id, message: 'Can we do 13:00?' });
    expect((await meetingMails(bob)).at(-1)).toMatchObject({
      subject: 'Ada Holder asks to move your meeting at Test Summit',
      text: expect.stringContaining('Can we do 13:00?'),
      ics: null,
    });
    const moved = (
      await m.act(bob, 'confirmReschedule', {
        invitationId: asked.body.data.invitation!.id,
        slotId: m.slot(3),
      })
    ).body.data.meeting!;
    for (const who of [ada, bob]) {
      const mail = (await meetingMails(who)).at(-1)!;
      expect(mail.subject).toBe(`Meeting moved: Meeting with ${who === ada ? 'Bob' : 'Ada'} Holder`);
      expect(mail.ics!.calendar.METHOD).toBe('REQUEST');
      expect(mail.ics!.events).toEqual([
        expect.objectContaining({ UID: uid, DTSTART: utc(moved.startsAt), SEQUENCE: '1' }),
      ]);
    }

    expect((await m.act(bob, 'cancelMeeting', { meetingId: meeting.id })).status).toBe(200);
    for (const who of [ada, bob]) {
      const mail = (await meetingMails(who)).at(-1)!;
      expect(mail).toMatchObject({
        subject: `Meeting cancelled: Meeting with ${who === ada ? 'Bob' : 'Ada'} Holder`,
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      });
      expect(mail.ics!.calendar.METHOD).toBe('CANCEL');
      expect(mail.ics!.events).toEqual([
        expect.objectContaining({ UID: uid, SEQUENCE: '2', STATUS: 'CANCELLED' }),
      ]);
    }
  });

  it('writes each mail in its reader’s language: a Turkish user gets Turkish, the other English; the .ics stays valid', async () => {
    const { m, ada, bob } = await adaAndBobReading('tr');

    const invitationId = await m.invite(ada, bob, { message: 'Kahve?' });
    expect((await meetingMails(bob)).at(-1)).toMatchObject({
      subject: 'Ada Holder, Test Summit etkinliğinde sizinle görüşmek istiyor',
      text: expect.stringContaining('Kahve?'),
    });
    const meeting = (await m.act(bob, 'confirm', { invitationId, slotId: m.slot(2) })).body.data.meeting!;
    const turkish = (await meetingMails(bob)).at(-1)!;
    expect(turkish.subject).toBe('Görüşme planlandı: Ada Holder ile görüşme');
    // The date in Turkish, in the event's zone.
    expect(turkish.text).toContain(
      new Intl.DateTimeFormat('tr-TR', {
        timeZone: 'Europe/Istanbul',
        dateStyle: 'full',
        timeStyle: 'short',
      }).format(meeting.startsAt),
    );
    expect(turkish.ics!.calendar.METHOD).toBe('REQUEST');
    expect(turkish.ics!.events).toEqual([
      expect.objectContaining({
        UID: `meeting-${meeting.id}@lanyard`,
        DTSTART: utc(meeting.startsAt),
        SEQUENCE: '0',
        SUMMARY: 'Ada Holder ile görüşme',
      }),
    ]);
    const english = (await meetingMails(ada)).at(-1)!;
    expect(english.subject).toBe('Meeting booked: Meeting with Bob Holder');
    expect(english.ics!.events[0]).toMatchObject({ SUMMARY: 'Meeting with Bob Holder' });

    expect((await m.act(ada, 'cancelMeeting', { meetingId: meeting.id })).status).toBe(200);
    const cancelled = (await meetingMails(bob)).at(-1)!;
    expect(cancelled.subject).toBe('Görüşme iptal edildi: Ada Holder ile görüşme');
    expect(cancelled.ics!.calendar.METHOD).toBe('CANCEL');

    // An on-site meeting's table, in the reader's words too.
    await m.bookSoon(ada, bob, { onSite: true });
    expect((await meetingMails(bob)).at(-1)!.ics!.events[0]).toMatchObject({ LOCATION: 'Masa 1' });
    expect((await meetingMails(ada)).at(-1)!.ics!.events[0]).toMatchObject({ LOCATION: 'Table 1' });
  });

  it('names a meeting in the feed and the e-mailed agenda.ics in the owner’s language; the other’s feed stays English', async () => {
    const { m, ada, bob } = await adaAndBobReading('ru');
    const meeting = await book(m, ada, bob, 1);
    const uid = `meeting-${meeting.id}@lanyard`;

    expect(await feedOf(m, bob)).toEqual([
      expect.objectContaining({ UID: uid, SUMMARY: 'Встреча с Ada Holder' }),
    ]);
    expect(await feedOf(m, ada)).toEqual([
      expect.objectContaining({ UID: uid, SUMMARY: 'Meeting with Bob Holder' }),
    ]);

    await sent();
    const seen = (await outboxFor(t.dataDir, bob.account.email)).length;
    const mailed = await m.call<CalendarResult>(bob, 'POST', '/v1/event/participant/calendar', {
      eventId: m.event.id,
      mode: 'email',
    });
    expect(mailed.status).toBe(200);
    const [mail] = (await outboxFor(t.dataDir, bob.account.email)).slice(seen);
    expect(mail?.subject).toBe('Ваше расписание на Test Summit');
    const agenda = mail!.attachments!.find((a) => a.filename === 'agenda.ics')!;
    expect(readIcs(Buffer.from(agenda.contentBase64, 'base64').toString('utf8')).events).toEqual([
      expect.objectContaining({ UID: uid, SUMMARY: 'Встреча с Ada Holder' }),
    ]);
  });

  it('mails only people with an account; a failing mailer does not fail the action, its mails wait and go later', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const meeting = await book(m, ada, bob, 1);
    // A guest without an account (no user) is skipped; the two who booked it are told.
    const walkIn = await insertParticipant(t.database.db, m.event.id, { name: 'Walk', surname: 'In' });
    await t.database.db
      .insert(meetingParticipants)
      .values({ meetingId: meeting.id, participantId: walkIn.id, guest: true });
    await sent();
    const before = (await readOutbox(t.dataDir)).length;
    expect((await m.act(ada, 'cancelMeeting', { meetingId: meeting.id })).status).toBe(200);
    await sent();
    expect(
      (await readOutbox(t.dataDir))
        .slice(before)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([ada.account.email, bob.account.email].sort());

    let down = true;
    const delivered: string[] = [];
    const failing: Mailer = {
      transport: 'outbox',
      send: async (mail) => {
        if (down) throw new Error('SMTP down');
        delivered.push(mail.to);
      },
      close() {},
    };
    const broken = await createTestApp({ engine, now: clock.now, mailer: failing });
    try {
      const b = await createMeetingsScene(broken, clock.now);
      const cem = await b.member({}, 'Cem');
      const dan = await b.member({}, 'Dan');
      const invitationId = await b.invite(cem, dan);
      const booked = await b.act(dan, 'confirm', { invitationId, slotId: b.slot(0) });
      expect(booked.status).toBe(200);
      expect(booked.body.data.meeting).toMatchObject({ status: 'accepted' });

      await broken.services.jobQueue.drain();
      const waiting = await broken.database.db.select().from(queuedJobs);
      expect(waiting.map((job) => [job.attempts, job.lastError])).toEqual([
        [1, 'SMTP down'],
        [1, 'SMTP down'],
      ]);
      down = false;
      await broken.services.jobQueue.drain();
      expect(delivered).toEqual([]);
      clock.advance(MINUTE_MS);
      await broken.services.jobQueue.drain();
      expect(delivered.sort()).toEqual([cem.account.email, dan.account.email, dan.account.email].sort());
      expect(await broken.database.db.select().from(queuedJobs)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
