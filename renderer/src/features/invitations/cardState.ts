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
}

const NONE: CardActions = { links: [], revoke: null };

/**
 * A card's actions by state (spec core §4): received — respond, decline, manage; sent — revoke,
 * manage; a reschedule to me — respond; mine — revoke it, manage. Only on a live, waiting
 * invitation of my own: past invitations take no action (spec core §4), and a booth's invitation
 * a team member sees is the addressee's to answer. "Edit" of a sent request has no flow action of
 * its own; manage opens the screen, where it can be revoked and sent again.
 */
export function cardActions(
  inv: Pick<Invitation, 'type' | 'state' | 'sent' | 'status' | 'myInvitation'>,
): CardActions {
  if (inv.status !== 'live' || inv.state !== 'waiting' || !inv.myInvitation) return NONE;
  const manage = { labelKey: 'invitations.action.manage', suffix: null };
  switch (cardState(inv)) {
    case 'received':
      return {
        links: [
          { labelKey: 'invitations.action.respond', suffix: 'accept' },
          { labelKey: 'invitations.action.decline', suffix: 'decline' },
          manage,
        ],
        revoke: null,
      };
    case 'sent':
      return { links: [manage], revoke: 'revoke' };
    case 'theySuggestedReschedule':
      return { links: [{ labelKey: 'invitations.action.respond', suffix: null }], revoke: null };
    case 'youSuggestedReschedule':
      return { links: [{ ...manage, suffix: 'reschedulePending' }], revoke: 'revokeReschedule' };
    case 'revoked':
      return NONE;
  }
}
