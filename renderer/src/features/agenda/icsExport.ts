import type { TFunction } from 'i18next';
import { agendaCalendarEvents } from '@shared/rules/agendaCalendar';
import { buildCalendar } from '@shared/rules/ics';
import { othersIn, type MeetingWords } from '@shared/rules/meetingIcs';
import type { Agenda } from '@shared/schemas/sessions';

/** A meeting's calendar entry in the reader's language (DECISIONS 7), as the server's mails word it. */
export function meetingWords(t: TFunction, language: string): MeetingWords {
  const names = new Intl.ListFormat(language, { type: 'conjunction' });
  return {
    summary: (meeting) => {
      const others = othersIn(meeting);
      return others.length === 0
        ? t('agenda.meeting.calendarAlone')
        : t('agenda.meeting.calendarSummary', { names: names.format(others) });
    },
    table: (table) => t('agenda.meeting.table', { table }),
  };
}

/** The .ics text of one event's agenda (RFC 5545, UTC times, CRLF), meetings in the reader's words. */
export function agendaIcs(agenda: Agenda, eventName: string, now: number, words: MeetingWords): string {
  return buildCalendar({
    name: eventName,
    events: agendaCalendarEvents(agenda.rows, eventName, words),
    now,
  });
}

/** A file name for the download: the event's name in safe characters. */
export function icsFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'agenda'}-agenda.ics`;
}
