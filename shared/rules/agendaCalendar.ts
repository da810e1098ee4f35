import type { CalendarEvent } from './ics';
import { markdownToText } from './markdownText';
import { meetingCalendarEvent, type MeetingWords } from './meetingIcs';
import type { AgendaRow } from '../schemas/sessions';

/**
 * The sessions of an agenda as calendar entries — one rule for the feed, the e-mailed .ics and the
 * download, so they describe the same entries: joined sessions only (a pending or declined request
 * is not in my day yet), with the UID `${occurrenceId}@lanyard`, so a reschedule updates the entry
 * in a subscribed calendar instead of duplicating it. The description is the session's markdown as
 * plain text: calendar apps show DESCRIPTION as it is, so `**bold**` would arrive with its stars.
 * Meetings (the agenda holds accepted ones only) are entries of their own, `meeting-{id}@lanyard`
 * with their SEQUENCE (meetingIcs.ts meetingCalendarEvent), in the reader's `words` (DECISIONS 7),
 * English without them.
 */
export function agendaCalendarEvents(
  rows: readonly AgendaRow[],
  eventName: string,
  words?: MeetingWords,
): CalendarEvent[] {
  return rows.flatMap((row) =>
    row.kind === 'meeting'
      ? [meetingCalendarEvent(row.meeting, row.sequence, eventName, words)]
      : row.kind === 'session' && row.state === 'joined'
        ? [
            {
              uid: `${row.occurrenceId}@lanyard`,
              start: row.startsAt,
              end: row.endsAt,
              summary: row.session.name,
              description: [eventName, markdownToText(row.session.description)].filter(Boolean).join('\n\n'),
              ...(row.session.location ? { location: row.session.location } : {}),
              ...(row.session.externalLink ? { url: row.session.externalLink } : {}),
            },
          ]
        : [],
  );
}
