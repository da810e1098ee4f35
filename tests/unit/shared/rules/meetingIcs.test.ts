import { describe, expect, it } from 'vitest';
import { agendaCalendarEvents } from '@shared/rules/agendaCalendar';
import { parseIcs, parseUtc } from '@shared/rules/ics';
import {
  meetingCalendarEvent,
  meetingIcs,
  meetingIcsMethod,
  meetingSummary,
  meetingUid,
  othersIn,
} from '@shared/rules/meetingIcs';
import type { Meeting } from '@shared/schemas/invitations';

const person = (participantId: string, name: string, guest = false) => ({
  participantId,
  name,
  surname: 'Holder',
  company: null,
  jobTitle: null,
  profilePhoto: null,
  guest,
});

const START = Date.UTC(2026, 4, 12, 11, 0);
const meeting = (patch: Partial<Meeting> = {}): Meeting => ({
  id: 'm1',
  eventId: 'e1',
  sessionId: 's1',
  slotId: 'o1',
  participants: [person('ada', 'Ada'), person('bob', 'Bob')],
  startsAt: START,
  endsAt: START + 30 * 60_000,
  expired: false,
  started: false,
  upcomingState: 'notstarted',
  preBooked: false,
  guest: false,
  onSite: false,
  table: null,
  location: null,
  status: 'accepted',
  invitationId: 'i1',
  checkedInAt: null,
  me: 'ada',
  ...patch,
});

const input = (m: Meeting, sequence = 0) => ({
  meeting: m,
  sequence,
  eventName: 'Test Summit',
  organizer: { email: 'no-reply@lanyard.test', name: 'Lanyard' },
  attendees: [
    { email: 'ada@lanyard.test', name: 'Ada Holder' },
    { email: 'bob@lanyard.test', name: 'Bob "B" Holder' },
  ],
  now: START - 60_000,
});

describe('meetingIcs', () => {
  it('names the others as the viewer sees them, guests included', () => {
    expect(meetingSummary(meeting())).toBe('Meeting with Bob Holder');
    expect(meetingSummary(meeting({ me: 'bob' }))).toBe('Meeting with Ada Holder');
    expect(
      meetingSummary(
        meeting({ participants: [person('ada', 'Ada'), person('bob', 'Bob'), person('cem', 'Cem', true)] }),
      ),
    ).toBe('Meeting with Bob Holder and Cem Holder');
    expect(meetingSummary(meeting({ participants: [person('ada', 'Ada')] }))).toBe('1:1 meeting');
  });

  it('othersIn lists everyone but the viewer, in the meeting’s order', () => {
    const three = meeting({
      participants: [person('ada', 'Ada'), person('bob', 'Bob'), person('cem', 'Cem', true)],
    });
    expect(othersIn(three)).toEqual(['Bob Holder', 'Cem Holder']);
    expect(othersIn({ ...three, me: 'bob' })).toEqual(['Ada Holder', 'Cem Holder']);
    expect(othersIn(meeting({ participants: [person('ada', 'Ada')] }))).toEqual([]);
  });

  it('is one entry with a stable UID, the slot, the SEQUENCE and, on site, the table', () => {
    expect(
      meetingCalendarEvent(meeting({ onSite: true, table: '3', location: 'Hall B' }), 2, 'Summit'),
    ).toEqual({
      uid: 'meeting-m1@lanyard',
      start: START,
      end: START + 30 * 60_000,
      summary: 'Meeting with Bob Holder',
      description: 'Summit',
      location: 'Table 3, Hall B',
      sequence: 2,
      status: 'CONFIRMED',
    });
    expect(meetingUid('m1')).toBe(meetingCalendarEvent(meeting({ startsAt: START + 1 }), 0, 'x').uid);
  });

  it('a booked or moved meeting is a REQUEST with its organizer and accepted attendees', () => {
    const ics = meetingIcs(input(meeting(), 1));
    const parsed = parseIcs(ics);
    expect(parsed.properties.METHOD).toBe('REQUEST');
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]).toMatchObject({
      UID: 'meeting-m1@lanyard',
      SEQUENCE: '1',
      STATUS: 'CONFIRMED',
      ORGANIZER: 'mailto:no-reply@lanyard.test',
    });
    expect(parseUtc(parsed.events[0]!.DTSTART!)).toBe(START);
    expect(ics).toContain('ORGANIZER;CN="Lanyard":mailto:no-reply@lanyard.test\r\n');
    // A double quote cannot stand inside a quoted parameter value (RFC 5545 §3.2).
    expect(ics.replace(/\r\n /g, '')).toContain(
      `ATTENDEE;CN="Bob 'B' Holder";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:bob@lanyard.test`,
    );
  });

  it('a cancelled meeting is a CANCEL with STATUS:CANCELLED and the same UID', () => {
    const cancelled = meeting({ status: 'cancelled' });
    expect(meetingIcsMethod(cancelled)).toBe('CANCEL');
    const parsed = parseIcs(meetingIcs(input(cancelled, 2)));
    expect(parsed.properties.METHOD).toBe('CANCEL');
    expect(parsed.events[0]).toMatchObject({ UID: 'meeting-m1@lanyard', SEQUENCE: '2', STATUS: 'CANCELLED' });
  });

  it('the agenda calendar holds meeting rows with their sequence beside joined sessions', () => {
    const events = agendaCalendarEvents(
      [
        {
          kind: 'meeting',
          key: 'meeting:m1',
          meetingId: 'm1',
          startsAt: START,
          endsAt: START + 1,
          sequence: 3,
          meeting: meeting(),
        },
      ],
      'Summit',
    );
    expect(events).toEqual([
      expect.objectContaining({ uid: 'meeting-m1@lanyard', sequence: 3, summary: 'Meeting with Bob Holder' }),
    ]);
  });

  it('the agenda calendar names a meeting in the reader’s words when they are given', () => {
    const row = {
      kind: 'meeting' as const,
      key: 'meeting:m1',
      meetingId: 'm1',
      startsAt: START,
      endsAt: START + 1,
      sequence: 0,
      meeting: meeting(),
    };
    const [event] = agendaCalendarEvents([row], 'Summit', {
      summary: (m) => `${othersIn(m).join(', ')} ile görüşme`,
      table: (table) => `Masa ${table}`,
    });
    expect(event).toMatchObject({ uid: 'meeting-m1@lanyard', summary: 'Bob Holder ile görüşme' });
    const [atTable] = agendaCalendarEvents(
      [{ ...row, meeting: { ...meeting(), table: '4', location: 'Hall B' } }],
      'Summit',
      { summary: () => 'Görüşme', table: (table) => `Masa ${table}` },
    );
    expect(atTable).toMatchObject({ location: 'Masa 4, Hall B' });
  });
});
