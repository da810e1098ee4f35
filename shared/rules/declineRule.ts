import type { Invitation } from '../schemas/invitations';

/**
 * Who may decline a meeting request (spec core §4: "Declining means the sender cannot send the
 * invitation again; decline is disabled in one booth-related case").
 * - sender: its sender takes it back (revoke) instead;
 * - boothTeam — the booth case, as we read it: a booth's (company) invitation reaches the booth's
 *   whole team, but only the member it was sent to (tpid) may decline it. A decline bars its sender
 *   from asking again, which one teammate does not decide for another; the rest of the team still
 *   sees it (segment company) and may take the meeting for the booth.
 */
export type DeclineRefusal = 'sender' | 'boothTeam';

/** null when the viewer may decline the invitation (its state and liveness are checked apart). */
export function declineRefusal(
  inv: Pick<Invitation, 'fpid' | 'tpid' | 'toBoothId'>,
  viewerId: string,
): DeclineRefusal | null {
  if (inv.fpid === viewerId) return 'sender';
  if (inv.tpid !== viewerId && inv.toBoothId !== null) return 'boothTeam';
  return null;
}
