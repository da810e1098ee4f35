import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseIcs, parseUtc } from '@shared/rules/ics';
import type { Agenda } from '@shared/schemas/sessions';
import { ENGLISH_MEETING_WORDS } from '@shared/rules/meetingIcs';
import { agendaIcs, icsFileName, meetingWords } from '../../../../../renderer/src/features/agenda/icsExport';
import tr from '../../../../../renderer/src/i18n/locales/tr.json';
import { aSession, EVENT_ID, occurrence, utc } from '../sessions/builders';

/** The .ics download of My Agenda: joined sessions only, the feed's UIDs, UTC times, CRLF. */

const talk = aSession({
  id: 'talk',
  name: 'Opening keynote, day 1',
  description: '**Big** ideas',
  location: 'Main Stage',
  occurrences: [occurrence('occ-1', '2026-03-10T06:30:00Z', '2026-03-10T07:15:00Z')],
});
const workshop = aSession({
  id: 'ws',
  name: 'Workshop',
  blocking: true,
  occurrences: [occurrence('occ-2', '2026-03-10T10:00:00Z', '2026-03-10T11:30:00Z')],
});

const agenda: Agenda = {
  eventId: EVENT_ID,
  timezone: 'Europe/Istanbul',
  participantId: 'p1',
  rows: [
    {
      kind: 'session',
      key: 'talk:occ-1',
      sessionId: 'talk',
      occurrenceId: 'occ-1',
      startsAt: talk.occurrences[0]!.startsAt,
      endsAt: talk.occurrences[0]!.endsAt,
      state: 'joined',
      role: 'attendee',
      session: talk,
    },
    {
      kind: 'offTime',
      key: 'off:1',
      id: '1',
      startsAt: utc('2026-03-10T09:00:00Z'),
      endsAt: utc('2026-03-10T09:30:00Z'),
      timezone: 'Europe/Istanbul',
    },
    {
      kind: 'session',
      key: 'ws:occ-2',
      sessionId: 'ws',
      occurrenceId: 'occ-2',
      startsAt: workshop.occurrences[0]!.startsAt,
      endsAt: workshop.occurrences[0]!.endsAt,
      state: 'pending',
      role: 'attendee',
      session: workshop,
    },
  ],
};

describe('agenda .ics', () => {
  const text = agendaIcs(agenda, 'Bosphorus Tech Summit', utc('2026-03-09T12:00:00Z'), ENGLISH_MEETING_WORDS);

  it('is one calendar of CRLF lines', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has the joined session with its UTC times and stable UID, not the pending request nor the break', () => {
    const calendar = parseIcs(text);
    expect(calendar.properties['X-WR-CALNAME']).toBe('Bosphorus Tech Summit');
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    expect(event).toMatchObject({
      UID: 'occ-1@lanyard',
      SUMMARY: 'Opening keynote, day 1',
      LOCATION: 'Main Stage',
    });
    expect(parseUtc(event!.DTSTART!)).toBe(utc('2026-03-10T06:30:00Z'));
    expect(parseUtc(event!.DTEND!)).toBe(utc('2026-03-10T07:15:00Z'));
    // The description's markdown arrives as plain text: calendar apps show no markup.
    expect(event!.DESCRIPTION).toBe('Bosphorus Tech Summit\n\nBig ideas');
  });

  it('names the file after the event in safe characters', () => {
    expect(icsFileName('Bosphorus Tech Summit')).toBe('bosphorus-tech-summit-agenda.ics');
    expect(icsFileName('İstanbul Güz / 2026')).toBe('istanbul-guz-2026-agenda.ics');
    expect(icsFileName('***')).toBe('agenda-agenda.ics');
  });

  it('words a meeting in the reader’s language, as the server’s mails do', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'tr', resources: { tr: { translation: tr } } });
    const words = meetingWords(i18n.t, 'tr');
    const person = (participantId: string, name: string) => ({
      participantId,
      name,
      surname: 'Holder',
      company: null,
      jobTitle: null,
      profilePhoto: null,
      guest: false,
    });
    const meeting = {
      me: 'p1',
      participants: [person('p1', 'Ada'), person('p2', 'Bob'), person('p3', 'Cem')],
    };
    expect(words.summary(meeting)).toBe('Bob Holder ve Cem Holder ile görüşme');
    expect(words.summary({ ...meeting, participants: [person('p1', 'Ada')] })).toBe('Bire bir görüşme');
    expect(words.table('4')).toBe('Masa 4');
  });
});
