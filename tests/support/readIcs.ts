import { expect } from 'vitest';

/**
 * A deliberately small RFC 5545 reader, independent of the builder under test: checks that every
 * line ends in CRLF and fits 75 octets, unfolds, and returns the calendar's own properties (METHOD…)
 * and each VEVENT's (values as written, parameters dropped).
 */
export function readIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line.slice(colon + 1);
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) current[name] = value;
    else calendar[name] = value;
  }
  return { lines, calendar, events, folded: physical.some((l) => l.startsWith(' ')) };
}

/** A UTC DATE-TIME as the builder writes it (yyyyMMddTHHmmssZ). */
export const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
