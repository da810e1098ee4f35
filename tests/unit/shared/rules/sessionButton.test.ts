import { describe, expect, it } from 'vitest';
import { SESSION_STARTING_MS } from '@shared/constants';
import {
  ON_SITE_TOOLTIP_EN,
  ON_SITE_TOOLTIP_KEY,
  isJoinedFromProgram,
  sessionButtons,
  type MyFacts,
  type SessionButton,
  type SessionButtons,
  type SessionFacts,
  type SessionRole,
} from '@shared/rules/sessionButton';
import { occurrencesTiming, type UpcomingState } from '@shared/rules/sessionState';
import { at, span } from './instants';

/** An online session that has not started, with seats, nothing special; override what a case needs. */
function aSession(overrides: Partial<SessionFacts> = {}): SessionFacts {
  const state = overrides.state ?? 'notstarted';
  return {
    type: 'normal',
    state,
    allExpired: state === 'expired',
    eventType: 'online',
    onSite: false,
    occurrences: 1,
    full: false,
    collision: false,
    blocking: false,
    externalLink: null,
    offlineLink: null,
    confType: 'auto',
    rehearsalStarted: false,
    ...overrides,
  };
}

/** An attendee with no agenda entry and no request. */
function me(overrides: Partial<MyFacts> = {}): MyFacts {
  return { inAgenda: false, request: 'none', role: 'attendee', ...overrides };
}

/** The buttons as a person reads them: "primary + secondary", disabled ones marked. */
function shown(buttons: SessionButtons): string {
  const one = (b: SessionButton) => (b.disabled ? `${b.kind} (disabled)` : b.kind);
  return buttons.secondary ? `${one(buttons.primary)} + ${one(buttons.secondary)}` : one(buttons.primary);
}

function buttonsFor(session: Partial<SessionFacts>, mine: Partial<MyFacts> = {}): string {
  return shown(sessionButtons(aSession(session), me(mine)));
}

const ROLES: SessionRole[] = ['attendee', 'speaker', 'translator', 'moderator', 'organizer'];
const STATES: UpcomingState[] = ['notstarted', 'starting', 'started', 'expired'];

describe('every role in every state (online event, not in agenda, seats free)', () => {
  const expected: Record<SessionRole, Record<UpcomingState, string>> = {
    attendee: {
      notstarted: 'addToAgenda',
      starting: 'addToAgenda',
      started: 'join',
      expired: 'finished (disabled)',
    },
    speaker: {
      notstarted: 'startStreaming (disabled) + rehearse (disabled)',
      starting: 'startStreaming + rehearse',
      started: 'startStreaming',
      expired: 'finished (disabled)',
    },
    translator: {
      notstarted: 'startStreaming (disabled) + rehearse (disabled)',
      starting: 'startStreaming + rehearse',
      started: 'startStreaming',
      expired: 'finished (disabled)',
    },
    moderator: {
      notstarted: 'joinRehearsal (disabled)',
      starting: 'joinRehearsal',
      started: 'joinAsModerator + joinAsAttendee',
      expired: 'finished (disabled)',
    },
    organizer: {
      notstarted: 'joinRehearsal (disabled)',
      starting: 'joinRehearsal',
      started: 'joinAsModerator + joinAsAttendee',
      expired: 'finished (disabled)',
    },
  };
  const cases = ROLES.flatMap((role) => STATES.map((state) => [role, state, expected[role][state]] as const));

  it.each(cases)('%s, %s → %s', (role, state, text) => {
    expect(buttonsFor({ state }, { role })).toBe(text);
  });
});

describe('attendees (spec §4 bullets, in precedence order)', () => {
  it.each<[string, Partial<SessionFacts>, Partial<MyFacts>, string]>([
    // not in agenda and started: join (joins, adds to agenda, opens the conference)
    ['started, not in agenda', { state: 'started' }, {}, 'join'],
    ['started, on-site session', { state: 'started', onSite: true, eventType: 'hybrid' }, {}, 'addToAgenda'],
    ['started, normal (in-person) event', { state: 'started', eventType: 'normal' }, {}, 'addToAgenda'],
    ['started, blocking: a request, not a join', { state: 'started', blocking: true }, {}, 'addToAgenda'],
    // not started: add to calendar
    ['not started', {}, {}, 'addToAgenda'],
    ['starting (inside 15 minutes) is still not started', { state: 'starting' }, {}, 'addToAgenda'],
    // in agenda: leave; once started and online, join now beside it
    ['in agenda, not started', {}, { inAgenda: true }, 'leave'],
    ['in agenda, started', { state: 'started' }, { inAgenda: true }, 'join + leave'],
    [
      'in agenda, started, on-site in a hybrid event',
      { state: 'started', onSite: true, eventType: 'hybrid' },
      { inAgenda: true },
      'onSiteOnly (disabled) + leave',
    ],
    [
      'in agenda, started, normal event',
      { state: 'started', eventType: 'normal' },
      { inAgenda: true },
      'leave',
    ],
    ['in agenda and full: my seat is mine', { full: true }, { inAgenda: true }, 'leave'],
    // request pending: waiting confirmation plus a remove button
    [
      'request pending',
      { blocking: true },
      { request: 'pending' },
      'waitingConfirmation (disabled) + remove',
    ],
    [
      'request pending, session started',
      { blocking: true, state: 'started' },
      { request: 'pending' },
      'waitingConfirmation (disabled) + remove',
    ],
    // rejected: request declined
    ['request declined', { blocking: true }, { request: 'declined' }, 'requestDeclined (disabled)'],
    [
      'request declined beats full',
      { blocking: true, full: true },
      { request: 'declined' },
      'requestDeclined (disabled)',
    ],
    // full with no slots: fully booked; collision: busy
    ['full', { full: true }, {}, 'fullyBooked (disabled)'],
    ['full and started', { full: true, state: 'started' }, {}, 'fullyBooked (disabled)'],
    ['full beats busy', { full: true, collision: true }, {}, 'fullyBooked (disabled)'],
    ['collision', { collision: true }, {}, 'busy (disabled)'],
    ['collision, started', { collision: true, state: 'started' }, {}, 'busy (disabled)'],
    // expired: view recording if offlineLink exists; otherwise finished
    [
      'expired with a recording',
      { state: 'expired', offlineLink: 'https://video.example/rec' },
      {},
      'viewRecording',
    ],
    ['expired without one', { state: 'expired' }, {}, 'finished (disabled)'],
    ['expired beats in agenda', { state: 'expired' }, { inAgenda: true }, 'finished (disabled)'],
    [
      'expired beats a pending request',
      { state: 'expired', blocking: true },
      { request: 'pending' },
      'finished (disabled)',
    ],
    ['expired beats full', { state: 'expired', full: true }, {}, 'finished (disabled)'],
  ])('%s → %s', (_, session, mine, text) => {
    expect(buttonsFor(session, mine)).toBe(text);
  });

  it('opens the occurrence picker only when there are several occurrences', () => {
    expect(sessionButtons(aSession({ occurrences: 1 }), me()).primary).toEqual({
      kind: 'addToAgenda',
      disabled: false,
      picker: false,
      needsApproval: false,
    });
    expect(sessionButtons(aSession({ occurrences: 3 }), me()).primary).toMatchObject({ picker: true });
  });

  it('says a blocking session needs approval (the organizers will inform by e-mail)', () => {
    expect(sessionButtons(aSession({ blocking: true }), me()).primary).toMatchObject({
      kind: 'addToAgenda',
      needsApproval: true,
    });
  });

  it('joins and adds to the agenda when not in it; "join now" only opens when already in it', () => {
    const started = aSession({ state: 'started' });
    expect(sessionButtons(started, me()).primary).toMatchObject({ kind: 'join', addsToAgenda: true });
    expect(sessionButtons(started, me({ inAgenda: true })).primary).toMatchObject({
      kind: 'join',
      addsToAgenda: false,
    });
  });

  it('links the recording it offers', () => {
    const expired = aSession({ state: 'expired', offlineLink: 'https://video.example/rec' });
    expect(sessionButtons(expired, me()).primary).toEqual({
      kind: 'viewRecording',
      disabled: false,
      url: 'https://video.example/rec',
    });
  });
});

describe('where a button leads', () => {
  it.each<[string, Partial<SessionFacts>, SessionRole, object]>([
    [
      'attendee join, conference',
      { state: 'started' },
      'attendee',
      { kind: 'conference', rehearsal: false, moderator: false },
    ],
    [
      'attendee join, external link',
      { state: 'started', externalLink: 'https://meet.example/x' },
      'attendee',
      { kind: 'externalLink', url: 'https://meet.example/x' },
    ],
    [
      'attendee join, confType not auto',
      { state: 'started', confType: 'manual' },
      'attendee',
      { kind: 'none' },
    ],
    [
      'speaker streaming',
      { state: 'started' },
      'speaker',
      { kind: 'conference', rehearsal: false, moderator: false },
    ],
    [
      'moderator',
      { state: 'started' },
      'moderator',
      { kind: 'conference', rehearsal: false, moderator: true },
    ],
    [
      'moderator rehearsal',
      { state: 'starting' },
      'moderator',
      { kind: 'conference', rehearsal: true, moderator: true },
    ],
    [
      'organizer, external link wins',
      { state: 'started', externalLink: 'https://meet.example/x' },
      'organizer',
      { kind: 'externalLink', url: 'https://meet.example/x' },
    ],
  ])('%s', (_, session, role, target) => {
    expect(sessionButtons(aSession(session), me({ role })).primary).toMatchObject({ target });
  });

  it('sends a speaker rehearsing into the rehearsal room and a moderator joining as attendee into the plain one', () => {
    const speaker = sessionButtons(aSession({ state: 'starting' }), me({ role: 'speaker' }));
    expect(speaker.secondary).toMatchObject({
      kind: 'rehearse',
      target: { kind: 'conference', rehearsal: true },
    });
    const moderator = sessionButtons(aSession({ state: 'started' }), me({ role: 'moderator' }));
    expect(moderator.secondary).toMatchObject({
      kind: 'joinAsAttendee',
      target: { kind: 'conference', rehearsal: false, moderator: false },
    });
  });
});

describe('speakers and translators', () => {
  it.each<[string, Partial<SessionFacts>, string]>([
    [
      'rehearsal already started by someone: join it',
      { state: 'starting', rehearsalStarted: true },
      'startStreaming + joinRehearsal',
    ],
    [
      'live: streaming only, rehearsal is over',
      { state: 'started', rehearsalStarted: true },
      'startStreaming',
    ],
    [
      'expired with a recording',
      { state: 'expired', offlineLink: 'https://video.example/rec' },
      'viewRecording',
    ],
    [
      'not full for them: they need no seat',
      { state: 'started', full: true, collision: true },
      'startStreaming',
    ],
    [
      'on-site session in a hybrid event',
      { state: 'started', onSite: true, eventType: 'hybrid' },
      'onSiteOnly (disabled)',
    ],
    ['normal event: nothing to stream', { state: 'started', eventType: 'normal' }, 'onSiteOnly (disabled)'],
    [
      'an earlier occurrence is over: this one is expired',
      { state: 'expired', allExpired: false },
      'finished (disabled)',
    ],
  ])('%s → %s', (_, session, text) => {
    expect(buttonsFor(session, { role: 'speaker', inAgenda: true })).toBe(text);
    expect(buttonsFor(session, { role: 'translator', inAgenda: true })).toBe(text);
  });
});

describe('moderators and organizers', () => {
  it.each<[string, Partial<SessionFacts>, string]>([
    [
      'between occurrences: the room stays theirs until all have expired',
      { state: 'expired', allExpired: false },
      'joinAsModerator + joinAsAttendee',
    ],
    [
      'all expired, recording',
      { state: 'expired', allExpired: true, offlineLink: 'https://video.example/rec' },
      'viewRecording',
    ],
    [
      'rehearsal started: still join rehearsal',
      { state: 'starting', rehearsalStarted: true },
      'joinRehearsal',
    ],
    ['full: they need no seat', { state: 'started', full: true }, 'joinAsModerator + joinAsAttendee'],
    [
      'on-site session in an online event: no tooltip',
      { state: 'started', onSite: true },
      'onSiteOnly (disabled)',
    ],
  ])('%s → %s', (_, session, text) => {
    expect(buttonsFor(session, { role: 'moderator' })).toBe(text);
    expect(buttonsFor(session, { role: 'organizer' })).toBe(text);
  });
});

describe('sessions not joined from the program (the server refuses to join them)', () => {
  it('only sessions of type normal are joined from the program', () => {
    expect(isJoinedFromProgram('normal')).toBe(true);
    expect(isJoinedFromProgram('moostoo')).toBe(false);
    expect(isJoinedFromProgram('moostoo_meeting')).toBe(false);
    expect(isJoinedFromProgram('_participant_off_')).toBe(false);
  });

  const cases: [SessionFacts['type'], 'meetingSlots' | 'offTime'][] = [
    ['moostoo', 'meetingSlots'],
    ['moostoo_meeting', 'meetingSlots'],
    ['_participant_off_', 'offTime'],
  ];
  it.each(cases)('%s says what it is (%s) for every role in every state, never a button', (type, what) => {
    for (const role of ROLES)
      for (const state of STATES)
        for (const mine of [{}, { inAgenda: true }, { request: 'pending' as const }]) {
          const buttons = sessionButtons(aSession({ type, state }), me({ role, ...mine }));
          expect(buttons).toEqual({ primary: { kind: 'notJoined', disabled: true, what }, secondary: null });
        }
  });
});

describe('the on-site tooltip', () => {
  it('is the spec text, keyed for the catalogues', () => {
    expect(ON_SITE_TOOLTIP_KEY).toBe('sessions.button.onSiteTooltip');
    expect(ON_SITE_TOOLTIP_EN).toBe(
      'This session is available only on-site. To take part in it, please proceed to the session location.',
    );
  });

  it.each<[string, Partial<SessionFacts>, SessionRole, string | null]>([
    ['hybrid event, attendee in agenda', { eventType: 'hybrid' }, 'attendee', ON_SITE_TOOLTIP_KEY],
    ['hybrid event, speaker', { eventType: 'hybrid' }, 'speaker', ON_SITE_TOOLTIP_KEY],
    ['hybrid event, moderator', { eventType: 'hybrid' }, 'moderator', ON_SITE_TOOLTIP_KEY],
    ['online event', { eventType: 'online' }, 'speaker', null],
    ['normal event', { eventType: 'normal' }, 'speaker', null],
  ])('%s → %s', (_, session, role, tooltipKey) => {
    const buttons = sessionButtons(
      aSession({ state: 'started', onSite: true, ...session }),
      me({ role, inAgenda: true }),
    );
    expect(buttons.primary).toEqual({ kind: 'onSiteOnly', disabled: true, tooltipKey });
  });
});

describe('with the state from the clock (session view, 15 minutes)', () => {
  // Two occurrences of a workshop in New York, the second on the morning clocks spring forward.
  const occurrences = [
    { id: 'sat', ...span('2026-03-07T10:00-05:00', '2026-03-07T11:00-05:00') },
    { id: 'sun', ...span('2026-03-08T03:10-04:00', '2026-03-08T04:00-04:00') },
  ];
  const speakerAt = (now: string) => {
    const timing = occurrencesTiming(occurrences, at(now), SESSION_STARTING_MS);
    return shown(
      sessionButtons(
        aSession({ state: timing.state, allExpired: timing.allExpired }),
        me({ role: 'speaker' }),
      ),
    );
  };

  it.each([
    [
      'Saturday 09:40, 20 minutes before',
      '2026-03-07T09:40-05:00',
      'startStreaming (disabled) + rehearse (disabled)',
    ],
    ['Saturday 09:50, 10 minutes before', '2026-03-07T09:50-05:00', 'startStreaming + rehearse'],
    ['Saturday 10:30, live', '2026-03-07T10:30-05:00', 'startStreaming'],
    [
      'Saturday evening, between occurrences',
      '2026-03-07T20:00-05:00',
      'startStreaming (disabled) + rehearse (disabled)',
    ],
    // 01:59 EST is 11 minutes of elapsed time before 03:10 EDT, though the wall clock says 71.
    ['Sunday 01:59 EST, just before the gap', '2026-03-08T01:59-05:00', 'startStreaming + rehearse'],
    ['Sunday 04:00 EDT, the last one ended', '2026-03-08T04:00-04:00', 'finished (disabled)'],
  ])('%s → %s', (_, now, text) => {
    expect(speakerAt(now)).toBe(text);
  });
});
