import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@shared/constants';
import {
  addToAgenda,
  agendaDays,
  agendaRows,
  agendaRowType,
  closestMeeting,
  isMeetingLive,
  removeFromAgenda,
  type AgendaEntry,
  type AgendaRowView,
  type OffType,
} from '@shared/rules/agenda';
import type { SessionRole } from '@shared/rules/sessionButton';
import type { AgendaRow, SessionRole as SchemaSessionRole } from '@shared/schemas/sessions';
import { at, ist, span } from './instants';

// Istanbul wall-clock times (UTC+3, no DST).

type SessionEntry = Extract<AgendaEntry, { kind: 'session' }>;

function session(
  sessionId: string,
  occurrence: string,
  start: string,
  end: string,
  extra: { state?: SessionEntry['state']; role?: SessionRole } = {},
): SessionEntry {
  return {
    kind: 'session',
    key: `${sessionId}:${occurrence}`,
    sessionId,
    ...span(start, end),
    state: extra.state ?? 'joined',
    role: extra.role ?? 'attendee',
  };
}

function offTime(key: string, start: string, end: string, offType?: OffType): AgendaEntry {
  return { kind: 'offTime', key, ...span(start, end), ...(offType ? { offType } : {}) };
}

function meeting(key: string, start: string, end: string): AgendaEntry {
  return { kind: 'meeting', key, ...span(start, end) };
}

describe('agendaRowType', () => {
  const t = [ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00')] as const;
  it.each<[string, AgendaEntry]>([
    ['session', session('s', 'o', ...t)],
    ['session', session('s', 'o', ...t, { role: 'organizer' })],
    ['session', session('s', 'o', ...t, { state: 'declined' })],
    ['waitingConfirmation', session('s', 'o', ...t, { state: 'pending' })],
    ['speaker', session('s', 'o', ...t, { role: 'speaker' })],
    ['translator', session('s', 'o', ...t, { role: 'translator' })],
    ['moderator', session('s', 'o', ...t, { role: 'moderator' })],
    ['break', offTime('b', ...t)],
    ['break', offTime('b', ...t, 'break')],
    ['break', offTime('b', ...t, 'sessionPlaceholder')],
    ['speaker', offTime('b', ...t, 'speaker')],
    ['translator', offTime('b', ...t, 'translator')],
    ['moderator', offTime('b', ...t, 'moderator')],
    ['meeting', meeting('m', ...t)],
  ])('%s ← %j', (type, entry) => {
    expect(agendaRowType(entry)).toBe(type);
  });
});

describe('agendaRows and agendaDays', () => {
  // A day that runs past midnight in Istanbul: the party's second half is on the 7th locally but
  // still the 6th in UTC (until 03:00).
  const entries = [
    session('party', 'p1', ist('2026-03-06', '23:00'), ist('2026-03-07', '01:00')),
    meeting('coffee', ist('2026-03-06', '10:00'), ist('2026-03-06', '10:30')),
    session('keynote', 'k1', ist('2026-03-06', '09:00'), ist('2026-03-06', '10:00'), { role: 'speaker' }),
    offTime('lunch', ist('2026-03-06', '12:00'), ist('2026-03-06', '13:00')),
    session('workshop', 'w1', ist('2026-03-06', '10:00'), ist('2026-03-06', '12:00'), { state: 'pending' }),
    session('late', 'l1', ist('2026-03-07', '00:30'), ist('2026-03-07', '01:30')),
  ];
  const now = at(ist('2026-03-06', '09:57'));

  it('orders by start, then end, with each row type and state', () => {
    expect(agendaRows(entries, now).map((r) => [r.entry.key, r.type, r.state])).toEqual([
      ['keynote:k1', 'speaker', 'started'],
      ['coffee', 'meeting', 'starting'],
      ['workshop:w1', 'waitingConfirmation', 'starting'],
      ['lunch', 'break', 'notstarted'],
      ['party:p1', 'session', 'notstarted'],
      ['late:l1', 'session', 'notstarted'],
    ]);
  });

  it('breaks ties on time by key, whatever order the server sent', () => {
    const a = meeting('a', ist('2026-03-06', '10:00'), ist('2026-03-06', '10:30'));
    const b = meeting('b', ist('2026-03-06', '10:00'), ist('2026-03-06', '10:30'));
    expect(agendaRows([b, a], now).map((r) => r.entry.key)).toEqual(['a', 'b']);
  });

  it('files rows under the day they start on in the zone shown', () => {
    const days = (zone: string) =>
      agendaDays(entries, now, zone).map((d) => [d.date, d.rows.map((r) => r.entry.key)]);
    expect(days('Europe/Istanbul')).toEqual([
      ['2026-03-06', ['keynote:k1', 'coffee', 'workshop:w1', 'lunch', 'party:p1']],
      ['2026-03-07', ['late:l1']],
    ]);
    // The same agenda for a viewer in London (UTC+0): 00:30 Istanbul is 21:30 the day before.
    expect(days('Europe/London')).toEqual([
      ['2026-03-06', ['keynote:k1', 'coffee', 'workshop:w1', 'lunch', 'party:p1', 'late:l1']],
    ]);
  });

  it('is empty for an empty agenda (the page shows its not-found text)', () => {
    expect(agendaRows([], now)).toEqual([]);
    expect(agendaDays([], now, 'UTC')).toEqual([]);
  });
});

describe('closestMeeting', () => {
  const keynote = session('keynote', 'k1', ist('2026-03-06', '09:00'), ist('2026-03-06', '10:00'));
  const lunch = offTime('lunch', ist('2026-03-06', '10:00'), ist('2026-03-06', '11:00'));
  const myTalk = offTime('talk', ist('2026-03-06', '10:30'), ist('2026-03-06', '11:00'), 'speaker');
  const pending = session('ws', 'w1', ist('2026-03-06', '10:15'), ist('2026-03-06', '11:00'), {
    state: 'pending',
  });
  const coffee = meeting('coffee', ist('2026-03-06', '11:00'), ist('2026-03-06', '11:30'));
  const all = [coffee, pending, myTalk, lunch, keynote];

  it.each([
    ['during the keynote: the one running', ist('2026-03-06', '09:30'), 'keynote:k1'],
    [
      'at its end: the next, skipping off-time and a pending request, taking my talk',
      ist('2026-03-06', '10:00'),
      'talk',
    ],
    ['after my talk', ist('2026-03-06', '11:00'), 'coffee'],
    ['after everything', ist('2026-03-06', '11:30'), null],
  ])('%s → %s', (_, now, key) => {
    expect(closestMeeting(all, at(now))?.key ?? null).toBe(key);
  });

  it('never picks a break, even when it is all that is left', () => {
    expect(closestMeeting([lunch], at(ist('2026-03-06', '09:00')))).toBeNull();
  });
});

describe('isMeetingLive (Start button, MEETING_LIVE_MS = 7 minutes)', () => {
  // A meeting just after midnight in New York on the night clocks fall back: 01:00–01:30 EST,
  // the second 01:00.
  const late = span('2026-11-01T01:00-05:00', '2026-11-01T01:30-05:00');
  it.each([
    ['8 minutes before', at('2026-11-01T01:00-05:00') - 8 * MINUTE_MS, false],
    ['7 minutes and a millisecond before', at('2026-11-01T01:00-05:00') - 7 * MINUTE_MS - 1, false],
    ['exactly 7 minutes before', at('2026-11-01T01:00-05:00') - 7 * MINUTE_MS, true],
    ['at the start', at('2026-11-01T01:00-05:00'), true],
    ['a millisecond before the end', at('2026-11-01T01:30-05:00') - 1, true],
    ['at the end', at('2026-11-01T01:30-05:00'), false],
    // The first 00:55 (EDT) looks 5 minutes early on the clock but is 65 minutes early.
    ['at the first 00:55, in EDT', at('2026-11-01T00:55-04:00'), false],
  ])('%s → %s', (_, now, live) => {
    expect(isMeetingLive(late, now)).toBe(live);
  });
});

describe('addToAgenda and removeFromAgenda', () => {
  const mon = session('ws', 'mon', ist('2026-03-09', '20:00'), ist('2026-03-09', '22:00'));
  const tue = session('ws', 'tue', ist('2026-03-10', '20:00'), ist('2026-03-10', '22:00'));
  const lunch = offTime('lunch', ist('2026-03-09', '12:00'), ist('2026-03-09', '13:00'));
  const speakerRow = session('ws', 'wed', ist('2026-03-11', '20:00'), ist('2026-03-11', '22:00'), {
    role: 'speaker',
  });
  const keys = (entries: AgendaEntry[]) => entries.map((e) => e.key);

  it('adds in agenda order', () => {
    expect(keys(addToAgenda([mon], lunch))).toEqual(['lunch', 'ws:mon']);
  });

  it('dedupes by key: the same entry twice is one row, the newer one', () => {
    const approved = { ...mon, state: 'joined' as const };
    const list = addToAgenda<AgendaEntry>(
      addToAgenda<AgendaEntry>([], { ...mon, state: 'pending' }),
      approved,
    );
    expect(list).toEqual([approved]);
  });

  it('moves my seat when I take another occurrence of the same session', () => {
    expect(keys(addToAgenda([lunch, mon], tue))).toEqual(['lunch', 'ws:tue']);
  });

  it('keeps the rows of a session I speak at', () => {
    expect(keys(addToAgenda([speakerRow], mon))).toEqual(['ws:mon', 'ws:wed']);
  });

  it('removes by key, or my seat by session id on leave', () => {
    expect(keys(removeFromAgenda([lunch, mon], { key: 'lunch' }))).toEqual(['ws:mon']);
    expect(keys(removeFromAgenda([lunch, mon, speakerRow], { sessionId: 'ws' }))).toEqual([
      'lunch',
      'ws:wed',
    ]);
  });

  it('does not change the list it was given', () => {
    const list = [mon];
    addToAgenda(list, tue);
    removeFromAgenda(list, { sessionId: 'ws' });
    expect(list).toEqual([mon]);
  });
});

describe('the rows of GET /v1/event/agenda', () => {
  it('fit AgendaEntry as they are (compile-checked)', () => {
    const breakRow: AgendaRow = {
      kind: 'offTime',
      key: 'off:1',
      id: '1',
      ...span(ist('2026-03-06', '12:00'), ist('2026-03-06', '13:00')),
      timezone: 'Europe/Istanbul',
    };
    const rows: AgendaRowView<AgendaRow>[] = agendaRows([breakRow], at(ist('2026-03-06', '09:00')));
    expect(rows.map((r) => [r.entry.key, r.type])).toEqual([['off:1', 'break']]);
    const role: SchemaSessionRole = 'translator';
    expect(agendaRowType({ ...breakRow, kind: 'session', sessionId: 's', state: 'joined', role })).toBe(
      'translator',
    );
  });
});
