import type { EventDetails } from '@shared/schemas/event';
import type { Invitation, InvitationView } from '@shared/schemas/invitations';
import type { FlowAction } from './api';
import type { InvitationSuffix } from './screenPath';

/** What each step of the invitation screen gets from it. */
export interface StepProps {
  event: EventDetails;
  view: InvitationView;
  /** Sends a flow action (the screen shows INVITE_DETAILS_LOADING until it is through). */
  run: (action: FlowAction) => void;
  /** The step the address names. */
  suffix: InvitationSuffix | null;
  /** Moves to another step (the address changes with it, in place). */
  go: (suffix: InvitationSuffix | null) => void;
}

/**
 * The live invitation between us that the view status is about (spec core §4): a request to me
 * (INVITE_RECEIVED), one I sent (INVITE_PENDING), or a reschedule of our meeting (either way).
 * `view.invitations` is newest first, so the first match is the latest.
 */
export function liveInvitation(
  view: InvitationView,
  me: string,
  which: 'received' | 'sent' | 'reschedule',
): Invitation | undefined {
  return view.invitations.find((inv) => {
    if (inv.status !== 'live' || inv.state !== 'waiting') return false;
    if (which === 'reschedule') return inv.type === 'reschedule' && inv.csid === view.meeting?.id;
    if (inv.type === 'reschedule') return false;
    return which === 'received' ? inv.tpid === me : inv.fpid === me;
  });
}

/**
 * The request of theirs I declined, when it is the latest request between us (a reschedule aside):
 * the view is INVITE_NEW then (spec core §4: the one who declined may send one), but the screen
 * shows the decline (DeclinedStep) rather than a new request form.
 */
export function declinedByMe(view: InvitationView, me: string): Invitation | undefined {
  const latest = view.invitations.find((inv) => inv.type !== 'reschedule');
  return latest?.state === 'rejected' && latest.tpid === me ? latest : undefined;
}
