import { declineRefusal } from '@shared/rules/declineRule';
import type { Invitation } from '@shared/schemas/invitations';
import type { InvitationSuffix } from './screenPath';

/**
 * An invitation card's state on /invitations (spec core §4 "Invitation card states"): received,
 * sent, the receiver suggested a reschedule (a reschedule sent to me), I suggested one, and
 * revoked — a request its sender took back, as its receiver sees it (the spec's "receiver
 * revoked", read as the card the receiver is left with).
 */
export type CardState =
  'received' | 'sent' | 'theySuggestedReschedule' | 'youSuggestedReschedule' | 'revoked';

export function cardState(inv: Pick<Invitation, 'type' | 'state' | 'sent'>): CardState {
  if (inv.type === 'reschedule') return inv.sent ? 'youSuggestedReschedule' : 'theySuggestedReschedule';
  if (inv.state === 'revoked' && !inv.sent) return 'revoked';
  return inv.sent ? 'sent' : 'received';
}

/** What a card offers: links into the invitation screen's steps and the one action it runs in place. */
export interface CardActions {
  links: { labelKey: string; suffix: InvitationSuffix | null }[];
  /** Revoke a request or a reschedule I sent, from the card. */
  revoke: 'revoke' | 'revokeReschedule' | null;
  /** Decline shows disabled: a booth's invitation sent to a teammate (declineRefusal 'boothTeam'). */
  declineDisabled: boolean;
}

const NONE: CardActions = { links: [], revoke: null, declineDisabled: false };

/**
 * A card's actions by state (spec core §4): received — respond, decline, manage; sent — revoke,
 * manage; a reschedule to me — respond; mine — revoke it, manage. Only on a live, waiting
 * invitation of my own: past invitations take no action (spec core §4). A booth's invitation a
 * teammate sees is the addressee's to answer: its Decline shows disabled (spec §4 "decline is
 * disabled in one booth-related case", declineRefusal), and the invitation screen, which shows
 * what is between two people, has no step for it. "Edit" of a sent request has no flow action of
 * its own; manage opens the screen, where it can be revoked and sent again.
 */
export function cardActions(
  inv: Pick<
    Invitation,
    'type' | 'state' | 'sent' | 'status' | 'myInvitation' | 'fpid' | 'tpid' | 'toBoothId' | 'me'
  >,
): CardActions {
  if (inv.status !== 'live' || inv.state !== 'waiting') return NONE;
  const refusal = declineRefusal(inv, inv.me);
  if (!inv.myInvitation) return { ...NONE, declineDisabled: refusal === 'boothTeam' };
  const manage = { labelKey: 'invitations.action.manage', suffix: null };
  switch (cardState(inv)) {
    case 'received':
      return {
        links: [
          { labelKey: 'invitations.action.respond', suffix: 'accept' },
          ...(refusal === null
            ? [{ labelKey: 'invitations.action.decline', suffix: 'decline' as const }]
            : []),
          manage,
        ],
        revoke: null,
        declineDisabled: refusal === 'boothTeam',
      };
    case 'sent':
      return { ...NONE, links: [manage], revoke: 'revoke' };
    case 'theySuggestedReschedule':
      return { ...NONE, links: [{ labelKey: 'invitations.action.respond', suffix: null }] };
    case 'youSuggestedReschedule':
      return { ...NONE, links: [{ ...manage, suffix: 'reschedulePending' }], revoke: 'revokeReschedule' };
    case 'revoked':
      return NONE;
  }
}
