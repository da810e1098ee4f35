import { describe, expect, it } from 'vitest';
import {
  invitationSegment,
  invitationViewStatus,
  maySendRequest,
  pairSituation,
  relationState,
  type InvitationViewStatus,
  type PairInvitation,
  type PairMeeting,
  type RelationState,
  type ViewFacts,
} from '@shared/rules/invitationStatus';
import { INVITATION_VIEW_STATUSES } from '@shared/schemas/invitations';
import { at, ist } from './instants';

/*
 * Ayşe (the viewer) and Bora, attendees of an event in Istanbul (UTC+3, no DST). It is 10:00 on
 * 12 May; the event's last meeting slot ends at 18:00 on 13 May (a request's expiry).
 */
const AYSE = 'p-ayse';
const BORA = 'p-bora';
const now = at(ist('2026-05-12', '10:00'));
const lastSlotEnd = at(ist('2026-05-13', '18:00'));

let seq = 0;
/** A join request from one to the other, created `minutesAgo` before now. */
function request(
  from: string,
  to: string,
  overrides: Partial<PairInvitation> = {},
  minutesAgo = 60,
): PairInvitation {
  seq += 1;
  return {
    id: `inv-${seq}`,
    type: 'join',
    state: 'waiting',
    fpid: from,
    tpid: to,
    edt: lastSlotEnd,
    cdt: now - minutesAgo * 60_000,
    csid: null,
    ...overrides,
  };
}

/** Their meeting today 14:00–14:30, booked by Ayşe's accepted request. */
const meeting: PairMeeting = {
  id: 'm-1',
  startsAt: at(ist('2026-05-12', '14:00')),
  endsAt: at(ist('2026-05-12', '14:30')),
};
const booked = request(BORA, AYSE, { state: 'accepted', csid: meeting.id, edt: meeting.endsAt }, 600);
const rescheduleBy = (from: string, overrides: Partial<PairInvitation> = {}) =>
  request(
    from,
    from === AYSE ? BORA : AYSE,
    { type: 'reschedule', csid: meeting.id, edt: meeting.endsAt, ...overrides },
    10,
  );

function facts(overrides: Partial<ViewFacts> = {}): ViewFacts {
  return {
    viewerId: AYSE,
    otherId: BORA,
    otherExists: true,
    invitations: [],
    meetings: [],
    commandPending: false,
    limitReached: false,
    now,
    ...overrides,
  };
}

describe('invitationViewStatus: each row of the table (spec core §4)', () => {
  const rows: Record<InvitationViewStatus, [string, Partial<ViewFacts>][]> = {
    INVITE_DETAILS_LOADING: [
      ['a command is pending', { commandPending: true }],
      [
        'a command is pending over a meeting',
        { commandPending: true, meetings: [meeting], invitations: [booked] },
      ],
    ],
    INVITE_PENDING: [['a request I sent awaits reply', { invitations: [request(AYSE, BORA)] }]],
    MEETING_DETAILS: [
      ['a meeting exists', { meetings: [meeting], invitations: [booked] }],
      [
        'a meeting is running',
        { meetings: [meeting], invitations: [booked], now: at(ist('2026-05-12', '14:15')) },
      ],
      ['a pre-booked meeting (no invitation)', { meetings: [meeting] }],
      [
        'a meeting exists and my type’s cap is reached',
        { meetings: [meeting], invitations: [booked], limitReached: true },
      ],
      [
        'a reschedule was rejected (the meeting stays)',
        { meetings: [meeting], invitations: [booked, rescheduleBy(AYSE, { state: 'rejected' })] },
      ],
    ],
    INVITE_LIMIT: [
      ['my type’s maxMeetingCount is reached', { limitReached: true }],
      [
        'the cap is reached after an earlier meeting ended',
        {
          limitReached: true,
          meetings: [meeting],
          invitations: [booked],
          now: at(ist('2026-05-12', '15:00')),
        },
      ],
    ],
    INVITE_RECEIVED: [
      ['a request waits for my response', { invitations: [request(BORA, AYSE)] }],
      [
        'it waits, and my cap is reached (it counts already)',
        { invitations: [request(BORA, AYSE)], limitReached: true },
      ],
      [
        'both sent one (accepting settles both)',
        { invitations: [request(AYSE, BORA, {}, 5), request(BORA, AYSE, {}, 50)] },
      ],
    ],
    INVITE_NEW: [
      ['nothing between us', {}],
      ['I rejected their request', { invitations: [request(BORA, AYSE, { state: 'rejected' })] }],
      ['my request expired', { invitations: [request(AYSE, BORA, { edt: at(ist('2026-05-10', '18:00')) })] }],
      [
        'their request expired',
        { invitations: [request(BORA, AYSE, { edt: at(ist('2026-05-11', '09:59')) })] },
      ],
      ['I revoked my request', { invitations: [request(AYSE, BORA, { state: 'revoked' })] }],
      [
        'our meeting was cancelled',
        { invitations: [request(AYSE, BORA, { state: 'cancelled', csid: meeting.id })] },
      ],
      [
        'our meeting ended',
        { meetings: [meeting], invitations: [booked], now: at(ist('2026-05-12', '14:30')) },
      ],
      [
        'I was rejected, then they sent me one that expired (the block is lifted)',
        {
          invitations: [
            request(AYSE, BORA, { state: 'rejected' }, 120),
            request(BORA, AYSE, { edt: at(ist('2026-05-11', '09:00')) }, 60),
          ],
        },
      ],
    ],
    MEETING_RESCHEDULE_PENDING: [
      ['a reschedule I sent', { meetings: [meeting], invitations: [booked, rescheduleBy(AYSE)] }],
    ],
    MEETING_RESCHEDULE: [
      ['a reschedule awaits my reply', { meetings: [meeting], invitations: [booked, rescheduleBy(BORA)] }],
      [
        'the latest of two reschedules is theirs',
        {
          meetings: [meeting],
          invitations: [
            booked,
            rescheduleBy(AYSE, { cdt: now - 20 * 60_000 }),
            rescheduleBy(BORA, { cdt: now - 60_000 }),
          ],
        },
      ],
    ],
    INVITE_REJECTED: [
      ['they rejected my request', { invitations: [request(AYSE, BORA, { state: 'rejected' })] }],
      [
        'they rejected it, and my cap is reached',
        { invitations: [request(AYSE, BORA, { state: 'rejected' })], limitReached: true },
      ],
      [
        'they rejected it long ago (a declined sender cannot send again)',
        { invitations: [request(AYSE, BORA, { state: 'rejected', edt: at(ist('2026-05-01', '18:00')) })] },
      ],
    ],
    INVITE_NOT_FOUND: [
      ['the other participant does not exist', { otherExists: false }],
      [
        'the other participant was deleted after our meeting',
        { otherExists: false, meetings: [meeting], invitations: [booked] },
      ],
      ['the other is me', { otherId: AYSE }],
    ],
  };

  it('covers every status of the table', () => {
    expect(Object.keys(rows).sort()).toEqual([...INVITATION_VIEW_STATUSES].sort());
  });

  for (const [status, cases] of Object.entries(rows)) {
    it.each(cases)(`${status} when %s`, (_, overrides) => {
      expect(invitationViewStatus(facts(overrides))).toBe(status);
    });
  }

  it('ignores invitations between other people', () => {
    const elsewhere = [request('p-cem', AYSE), request(BORA, 'p-cem')];
    expect(invitationViewStatus(facts({ invitations: elsewhere }))).toBe('INVITE_NEW');
  });

  it('reads a pending request as expired a millisecond after 24 hours past its expiry', () => {
    const mine = [request(AYSE, BORA)];
    expect(invitationViewStatus(facts({ invitations: mine, now: lastSlotEnd + 86_400_000 }))).toBe(
      'INVITE_PENDING',
    );
    expect(invitationViewStatus(facts({ invitations: mine, now: lastSlotEnd + 86_400_001 }))).toBe(
      'INVITE_NEW',
    );
  });

  it('lets me send only from INVITE_NEW', () => {
    const sendable = INVITATION_VIEW_STATUSES.filter(maySendRequest);
    expect(sendable).toEqual(['INVITE_NEW']);
  });
});

describe('relationState (spec core §4, the same from both sides)', () => {
  const cases: [RelationState, Partial<ViewFacts>][] = [
    ['none', {}],
    ['request_meeting', { invitations: [request(AYSE, BORA)] }],
    ['meeting', { meetings: [meeting], invitations: [booked] }],
    ['reschedule', { meetings: [meeting], invitations: [booked, rescheduleBy(BORA)] }],
    ['rejected', { invitations: [request(AYSE, BORA, { state: 'rejected' })] }],
    ['none', { meetings: [meeting], invitations: [booked], now: at(ist('2026-05-12', '15:00')) }],
  ];
  it.each(cases)('%s', (state, overrides) => {
    expect(relationState(facts(overrides))).toBe(state);
    expect(relationState(facts({ ...overrides, viewerId: BORA, otherId: AYSE }))).toBe(state);
  });

  it('is none for a participant who no longer exists', () => {
    expect(relationState(facts({ otherExists: false, invitations: [request(AYSE, BORA)] }))).toBe('none');
  });
});

describe('pairSituation', () => {
  it('takes the earliest meeting that has not ended', () => {
    const later: PairMeeting = {
      id: 'm-2',
      startsAt: at(ist('2026-05-13', '09:00')),
      endsAt: at(ist('2026-05-13', '09:30')),
    };
    expect(pairSituation(facts({ meetings: [later, meeting] })).meeting?.id).toBe('m-1');
    expect(
      pairSituation(facts({ meetings: [later, meeting], now: at(ist('2026-05-12', '16:00')) })).meeting?.id,
    ).toBe('m-2');
  });
});

describe('invitationSegment (spec core §4)', () => {
  const attendee = { participantId: AYSE, boothId: null };
  const boothMember = { participantId: AYSE, boothId: 'b-acme' };
  it.each([
    ['I sent it', { fpid: AYSE, tpid: BORA, toBoothId: null }, attendee, 'sent'],
    ['I sent it to a booth', { fpid: AYSE, tpid: BORA, toBoothId: 'b-other' }, attendee, 'sent'],
    ['I received it', { fpid: BORA, tpid: AYSE, toBoothId: null }, attendee, 'received'],
    [
      'a booth member received a personal one',
      { fpid: BORA, tpid: AYSE, toBoothId: null },
      boothMember,
      'received',
    ],
    [
      'my booth received it, addressed to me (the owner)',
      { fpid: BORA, tpid: AYSE, toBoothId: 'b-acme' },
      boothMember,
      'company',
    ],
    [
      'my booth received it, addressed to our owner',
      { fpid: BORA, tpid: 'p-owner', toBoothId: 'b-acme' },
      boothMember,
      'company',
    ],
  ] as const)('%s → %s', (_, inv, viewer, segment) => {
    expect(invitationSegment(inv, viewer)).toBe(segment);
  });
});
