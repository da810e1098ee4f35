import { agendaCalendarEvents } from '@shared/rules/agendaCalendar';
import { buildCalendar } from '@shared/rules/ics';
import type { Agenda } from '@shared/schemas/sessions';

/** The .ics text of one event's agenda (RFC 5545, UTC times, CRLF). */
export function agendaIcs(agenda: Agenda, eventName: string, now: number): string {
  return buildCalendar({ name: eventName, events: agendaCalendarEvents(agenda.rows, eventName), now });
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
