/**
 * An RFC 5545 calendar of agenda entries, for the download, the e-mail attachment and the feed.
 *
 * Times are written in UTC (`DTSTART:20260306T060000Z`): every calendar reads them, and no
 * VTIMEZONE block is needed — the calendar app shows them in the phone's own zone. UIDs are the
 * caller's and must be stable (`${occurrenceId}@lanyard`), so a changed or cancelled entry replaces
 * the one a subscribed calendar already has instead of adding a second; raise `sequence` on each
 * change. Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */

export interface CalendarEvent {
  uid: string;
  /** UTC ms. */
  start: number;
  /** UTC ms; equal to start for an instant, never before it. */
  end: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Revision number; 0 when omitted. */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
  /** UTC ms of the last change. */
  lastModified?: number;
  /** ORGANIZER, which an invitation by e-mail (METHOD REQUEST or CANCEL, RFC 5546) must carry. */
  organizer?: CalendarPerson;
  /** ATTENDEEs of such an invitation; they have accepted already (PARTSTAT=ACCEPTED, no RSVP asked). */
  attendees?: readonly CalendarPerson[];
}

/** A person of an iTIP message: the address and the name a calendar shows (CN). */
export interface CalendarPerson {
  email: string;
  name?: string;
}

/**
 * PUBLISH for the feed, the download and the agenda by e-mail; REQUEST (an invitation booked or
 * moved) and CANCEL (cancelled) for the e-mail of one meeting (RFC 5546 §3.2).
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface CalendarInput {
  /** X-WR-CALNAME, the name a calendar app gives the subscription. */
  name: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when this file was made. */
  now: number;
  /** PUBLISH when omitted. */
  method?: CalendarMethod;
}

export const ICS_PRODID = '-//Lanyard//Lanyard Agenda//EN';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** The calendar as text, ending in CRLF. */
export function buildCalendar(input: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(input.name)}`,
    ...input.events.flatMap((e) => eventLines(e, input.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function eventLines(e: CalendarEvent, now: number): string[] {
  if (!Number.isFinite(e.start) || !Number.isFinite(e.end) || e.end < e.start)
    throw new RangeError(`event ${e.uid}: end must not be before start`);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(e.start)}`,
  ];
  // RFC 5545 §3.6.1: DTEND must be later than DTSTART; an instant has no DTEND.
  if (e.end > e.start) lines.push(`DTEND:${formatUtc(e.end)}`);
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.url) lines.push(`URL:${stripControls(e.url)}`);
  lines.push(`SEQUENCE:${Math.max(0, Math.trunc(e.sequence ?? 0))}`);
  lines.push(`STATUS:${e.status ?? 'CONFIRMED'}`);
  if (e.lastModified !== undefined) lines.push(`LAST-MODIFIED:${formatUtc(e.lastModified)}`);
  if (e.organizer) lines.push(`ORGANIZER${nameParam(e.organizer)}:${mailto(e.organizer)}`);
  for (const a of e.attendees ?? []) {
    lines.push(`ATTENDEE${nameParam(a)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${mailto(a)}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/** ;CN="…" (§3.2.2): a quoted parameter value, which cannot hold a double quote. */
function nameParam(p: CalendarPerson): string {
  const name = stripControls(p.name ?? '')
    .replace(/"/g, "'")
    .trim();
  return name ? `;CN="${name}"` : '';
}

/** A CAL-ADDRESS (§3.3.3) is a URI: mailto with the address as it is, controls and spaces dropped. */
function mailto(p: CalendarPerson): string {
  return `mailto:${stripControls(p.email).replace(/\s/g, '')}`;
}

/** yyyyMMddTHHmmssZ; milliseconds are dropped. */
export function formatUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(text: string): string {
  return stripControls(
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/**
 * Folds a content line (§3.1): at most 75 octets per line, continuation lines start with one
 * space (which counts), and a multi-octet UTF-8 character is never cut.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > MAX_LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

/** A calendar as tests read it: the calendar's properties and each event's, values unescaped. */
export interface ParsedCalendar {
  properties: Record<string, string>;
  events: Record<string, string>[];
}

/**
 * A minimal reader for tests: unfolds, splits each line at the first colon outside quotes, drops
 * parameters and unescapes TEXT. Nested components other than VEVENT are ignored.
 */
export function parseIcs(text: string): ParsedCalendar {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const calendar: ParsedCalendar = { properties: {}, events: [] };
  let event: Record<string, string> | null = null;
  let depth = 0;
  for (const line of lines) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new SyntaxError(`not a content line: ${line}`);
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      depth++;
      if (value === 'VEVENT') event = {};
    } else if (name === 'END') {
      depth--;
      if (value === 'VEVENT' && event) {
        calendar.events.push(event);
        event = null;
      }
    } else if (event) event[name] = unescapeText(value);
    else if (depth === 1) calendar.properties[name] = unescapeText(value);
  }
  return calendar;
}

/** The instant of a UTC DATE-TIME value (yyyyMMddTHHmmssZ). */
export function parseUtc(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new SyntaxError(`not a UTC date-time: ${value}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** CONTROL characters are not allowed in values (§3.3.11); tab is. */
function stripControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

function utf8Length(char: string): number {
  const cp = char.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}
