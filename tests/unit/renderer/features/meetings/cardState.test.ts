import { describe, expect, it } from 'vitest';
import type { Invitation } from '@shared/schemas/invitations';
import { cardActions, cardState } from '../../../../../renderer/src/features/meetings/cardState';

type Facts = Pick<
  Invitation,
  'type' | 'state' | 'sent' | 'status' | 'myInvitation' | 'fpid' | 'tpid' | 'toBoothId' | 'me'
>;
/** An invitation between me and them, received unless `sent`. */
const inv = (over: Partial<Facts> = {}): Facts => ({
  type: 'join',
  state: 'waiting',
  sent: false,
  status: 'live',
  myInvitation: true,
  fpid: over.sent ? 'me' : 'them',
  tpid: over.sent ? 'them' : 'me',
  toBoothId: null,
  me: 'me',
  ...over,
});
const suffixes = (facts: Facts) => cardActions(facts).links.map((l) => l.suffix);

describe('invitation card state (spec core §4 card states)', () => {
  it('a request is received or sent by who sent it; a company request too', () => {
    expect(cardState(inv())).toBe('received');
    expect(cardState(inv({ sent: true }))).toBe('sent');
    expect(cardState(inv({ type: 'company' }))).toBe('received');
  });

  it('a reschedule is theirs or mine', () => {
    expect(cardState(inv({ type: 'reschedule' }))).toBe('theySuggestedReschedule');
    expect(cardState(inv({ type: 'reschedule', sent: true }))).toBe('youSuggestedReschedule');
  });

  it('a request its sender revoked is revoked on the receiver’s card; the sender’s stays sent', () => {
    expect(cardState(inv({ state: 'revoked' }))).toBe('revoked');
    expect(cardState(inv({ state: 'revoked', sent: true }))).toBe('sent');
  });
});

describe('invitation card actions', () => {
  it('received: respond (accept), decline, manage', () => {
    expect(suffixes(inv())).toEqual(['accept', 'decline', null]);
    expect(cardActions(inv()).revoke).toBeNull();
  });

  it('sent: revoke in place and manage', () => {
    expect(cardActions(inv({ sent: true }))).toEqual({
      links: [{ labelKey: 'invitations.action.manage', suffix: null }],
      revoke: 'revoke',
      declineDisabled: false,
    });
  });

  it('a reschedule to me opens the screen to answer; mine can be revoked', () => {
    expect(suffixes(inv({ type: 'reschedule' }))).toEqual([null]);
    const mine = cardActions(inv({ type: 'reschedule', sent: true }));
    expect(mine.revoke).toBe('revokeReschedule');
    expect(mine.links.map((l) => l.suffix)).toEqual(['reschedulePending']);
  });

  it('none on a past or answered invitation', () => {
    const none = { links: [], revoke: null, declineDisabled: false };
    expect(cardActions(inv({ status: 'past' }))).toEqual(none);
    expect(cardActions(inv({ state: 'accepted' }))).toEqual(none);
    expect(cardActions(inv({ state: 'revoked' }))).toEqual(none);
  });

  it('a booth’s invitation: its addressee answers it; a teammate sees Decline disabled (spec §4)', () => {
    const toBooth = { type: 'company' as const, toBoothId: 'booth' };
    expect(suffixes(inv(toBooth))).toEqual(['accept', 'decline', null]);
    expect(cardActions(inv(toBooth)).declineDisabled).toBe(false);
    const teammates = inv({ ...toBooth, myInvitation: false, tpid: 'owner', me: 'teammate' });
    expect(cardActions(teammates)).toEqual({ links: [], revoke: null, declineDisabled: true });
    expect(cardActions({ ...teammates, status: 'past' }).declineDisabled).toBe(false);
  });
});
