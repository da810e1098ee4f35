import { buildCalendar, type CalendarEvent } from '../../../../shared/rules/ics';
import type { Agenda, AgendaRow } from '../../../../shared/schemas/sessions';

/**
 * The sessions of my agenda as calendar entries, the way the server's feed and e-mail write them
 * (server/services/sessions.ts calendarEvents): joined sessions only — a pending or declined
 * request is not in my day yet — with the UID `${occurrenceId}@lanyard`, so a downloaded file and
 * the subscribed feed describe the same entries.
 */
export function agendaCalendarEvents(rows: readonly AgendaRow[], eventName: string): CalendarEvent[] {
  return rows.flatMap((row) =>
    row.kind === 'session' && row.state === 'joined'
      ? [
          {
            uid: `${row.occurrenceId}@lanyard`,
            start: row.startsAt,
            end: row.endsAt,
            summary: row.session.name,
            description: `${eventName}${row.session.description ? `\n\n${row.session.description}` : ''}`,
            ...(row.session.location ? { location: row.session.location } : {}),
            ...(row.session.externalLink ? { url: row.session.externalLink } : {}),
          },
        ]
      : [],
  );
}

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
