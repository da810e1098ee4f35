import { describe, expect, it } from 'vitest';
import {
  seatsLeft,
  sessionView,
  withPublicState,
} from '../../../../../renderer/src/features/sessions/sessionView';
import { aSession, occurrence, utc } from './builders';

/**
 * The program's and the details' session button: the API's session and my state fed to the shared
 * rules (shared/rules/sessionButton.ts) — which occurrences I can take, full vs busy, the clock.
 * Instants in UTC; the session view's starting window is 15 minutes (DECISIONS 10).
 */

const morning = occurrence('o1', '2026-03-10T07:00:00Z', '2026-03-10T08:00:00Z', { capacity: 10, used: 3 });
const afternoon = occurrence('o2', '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', {
  capacity: 10,
  used: 10,
});
const evening = occurrence('o3', '2026-03-10T16:00:00Z', '2026-03-10T17:00:00Z', { capacity: 10, used: 2 });
const before = utc('2026-03-10T06:00:00Z');

const kinds = (view: ReturnType<typeof sessionView>) => [
  view.buttons.primary.kind,
  view.buttons.secondary?.kind ?? null,
];

describe('session view', () => {
  it('offers add to calendar with the picker when several occurrences have seats and do not collide', () => {
    const view = sessionView(
      aSession({ id: 's', name: 'Workshop', occurrences: [morning, afternoon, evening] }),
      'online',
      before,
    );
    expect(view.available.map((o) => o.id)).toEqual(['o1', 'o3']);
    expect(view.buttons.primary).toMatchObject({ kind: 'addToAgenda', picker: true, needsApproval: false });
    expect(view.label).toBe('upcoming');
  });

  it('adds at once when one occurrence is left, the colliding one being unavailable', () => {
    const session = aSession({
      id: 's',
      name: 'Workshop',
      occurrences: [morning, afternoon, evening],
      me: { collidingOccurrenceIds: ['o3'] },
    });
    const view = sessionView(session, 'online', before);
    expect(view.available.map((o) => o.id)).toEqual(['o1']);
    expect(view.buttons.primary).toMatchObject({ kind: 'addToAgenda', picker: false });
  });

  it('says fully booked when no occurrence still to come has a seat, busy when the free ones collide', () => {
    expect(
      kinds(sessionView(aSession({ id: 's', name: 'Full', occurrences: [afternoon] }), 'online', before)),
    ).toEqual(['fullyBooked', null]);
    const busy = aSession({
      id: 's',
      name: 'Busy',
      occurrences: [morning],
      me: { collidingOccurrenceIds: ['o1'] },
    });
    expect(kinds(sessionView(busy, 'online', before))).toEqual(['busy', null]);
  });

  it('joins a running session of an online event, and shows leave beside join once it is in my agenda', () => {
    const during = utc('2026-03-10T07:30:00Z');
    const session = aSession({ id: 's', name: 'Talk', occurrences: [morning] });
    expect(sessionView(session, 'online', during).buttons.primary).toMatchObject({
      kind: 'join',
      addsToAgenda: true,
    });
    expect(sessionView(session, 'online', during).label).toBe('live');
    const mine = aSession({ id: 's', name: 'Talk', occurrences: [morning], me: { inAgenda: 'o1' } });
    expect(kinds(sessionView(mine, 'online', during))).toEqual(['join', 'leave']);
  });

  it('waits for confirmation of a blocking session, with remove beside it; a declined request says so', () => {
    const pending = aSession({
      id: 's',
      name: 'W',
      blocking: true,
      occurrences: [morning],
      me: { request: 'pending' },
    });
    expect(kinds(sessionView(pending, 'hybrid', before))).toEqual(['waitingConfirmation', 'remove']);
    const declined = aSession({
      id: 's',
      name: 'W',
      blocking: true,
      occurrences: [morning],
      me: { request: 'declined' },
    });
    expect(kinds(sessionView(declined, 'hybrid', before))).toEqual(['requestDeclined', null]);
  });

  it('offers the recording after the end, else finished', () => {
    const after = utc('2026-03-10T09:00:00Z');
    const recorded = aSession({
      id: 's',
      name: 'T',
      occurrences: [morning],
      offlineLink: 'https://example.org/r',
    });
    expect(sessionView(recorded, 'online', after).buttons.primary).toMatchObject({
      kind: 'viewRecording',
      url: 'https://example.org/r',
    });
    expect(sessionView(recorded, 'online', after).label).toBe('past');
    expect(
      kinds(sessionView(aSession({ id: 's', name: 'T', occurrences: [morning] }), 'online', after)),
    ).toEqual(['finished', null]);
  });

  it('gives speakers start streaming and rehearse within 15 minutes of the start, and on-site sessions of hybrid events the tooltip', () => {
    const soon = utc('2026-03-10T06:50:00Z');
    const speaker = aSession({ id: 's', name: 'T', occurrences: [morning], me: { role: 'speaker' } });
    expect(kinds(sessionView(speaker, 'online', soon))).toEqual(['startStreaming', 'rehearse']);
    const onSite = aSession({
      id: 's',
      name: 'T',
      occurrences: [morning],
      onSite: true,
      me: { role: 'speaker' },
    });
    expect(sessionView(onSite, 'hybrid', soon).buttons.primary).toMatchObject({
      kind: 'onSiteOnly',
      tooltipKey: 'sessions.button.onSiteTooltip',
    });
  });

  it('offers the speaker join rehearsal once the rehearsal started, also when the public topic reports it', () => {
    const soon = utc('2026-03-10T06:50:00Z');
    const started = aSession({
      id: 's',
      name: 'T',
      occurrences: [morning],
      rehearsalStarted: true,
      me: { role: 'speaker' },
    });
    expect(sessionView(started, 'online', soon).buttons.secondary).toMatchObject({
      kind: 'joinRehearsal',
      disabled: false,
      target: { kind: 'conference', rehearsal: true },
    });
    const translator = aSession({ id: 's', name: 'T', occurrences: [morning], me: { role: 'translator' } });
    const fromTopic = withPublicState(translator, {
      id: 's',
      eventId: translator.eventId,
      occurrences: [morning],
      rehearsalStarted: true,
    });
    expect(kinds(sessionView(fromTopic, 'online', soon))).toEqual(['startStreaming', 'joinRehearsal']);
  });
});

describe('the view of some occurrences (a program card is one day, an agenda row one occurrence)', () => {
  // A blocking workshop on three days; the clock is on the second day, before its occurrence.
  const day1 = occurrence('d1', '2026-03-09T09:00:00Z', '2026-03-09T11:00:00Z', { capacity: 12 });
  const day2 = occurrence('d2', '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z', { capacity: 12 });
  const day3 = occurrence('d3', '2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z', { capacity: 12 });
  const now = utc('2026-03-10T07:00:00Z');
  const workshop = (me: Parameters<typeof aSession>[0]['me'] = {}) =>
    aSession({ id: 'w', name: 'Workshop', blocking: true, occurrences: [day1, day2, day3], me });
  const onDay = (session: ReturnType<typeof workshop>, day: typeof day1) =>
    kinds(sessionView(session, 'hybrid', now, [day]));

  it('shows my pending request only on the occurrence it asks for; the others offer to ask for theirs', () => {
    const asked = workshop({ request: 'pending', requestOccurrenceId: 'd3' });
    expect(onDay(asked, day3)).toEqual(['waitingConfirmation', 'remove']);
    expect(onDay(asked, day2)).toEqual(['addToAgenda', null]);
    expect(sessionView(asked, 'hybrid', now, [day2]).buttons.primary).toMatchObject({ needsApproval: true });
  });

  it('offers nothing to join on a past day: finished, whatever my request or seat elsewhere', () => {
    expect(onDay(workshop(), day1)).toEqual(['finished', null]);
    expect(onDay(workshop({ request: 'pending', requestOccurrenceId: 'd1' }), day1)).toEqual([
      'finished',
      null,
    ]);
    expect(onDay(workshop({ request: 'pending', requestOccurrenceId: 'd3' }), day1)).toEqual([
      'finished',
      null,
    ]);
    expect(sessionView(workshop(), 'hybrid', now, [day1]).label).toBe('past');
  });

  it('shows my seat on its own occurrence; a declined request holds for every occurrence still to come', () => {
    const seated = workshop({ inAgenda: 'd3' });
    expect(onDay(seated, day3)).toEqual(['leave', null]);
    expect(onDay(seated, day2)).toEqual(['addToAgenda', null]);
    const declined = workshop({ request: 'declined', requestOccurrenceId: 'd3' });
    expect(onDay(declined, day2)).toEqual(['requestDeclined', null]);
    expect(onDay(declined, day3)).toEqual(['requestDeclined', null]);
  });

  it('the whole session (its details) still shows my request', () => {
    expect(
      kinds(sessionView(workshop({ request: 'pending', requestOccurrenceId: 'd3' }), 'hybrid', now)),
    ).toEqual(['waitingConfirmation', 'remove']);
  });

  it('1:1 meeting slots say what they are instead of a button the server would refuse', () => {
    const slots = aSession({ id: 'm', name: '1:1 meetings', type: 'moostoo', occurrences: [day2, day3] });
    expect(sessionView(slots, 'hybrid', now, [day2]).buttons.primary).toEqual({
      kind: 'notJoined',
      disabled: true,
      what: 'meetingSlots',
    });
  });
});

describe('seats left', () => {
  it('adds up the free seats, none below zero, and is null when any occurrence has no limit', () => {
    expect(seatsLeft([morning, afternoon, evening])).toBe(15);
    expect(seatsLeft([{ ...morning, usedCapacity: 12 }])).toBe(0);
    expect(seatsLeft([morning, occurrence('x', '2026-03-10T07:00:00Z', '2026-03-10T08:00:00Z')])).toBeNull();
  });
});
