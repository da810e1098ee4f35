import { isInvitationLive } from '@shared/rules/invitationLiveness';
import type { SegmentViewer } from '@shared/rules/invitationStatus';
import type { InvitationRow } from '../../db/repositories/invitations';
import { conflict, forbidden, invalidField } from '../../http/errors';
import { requireReached } from './context';

/*
 * The rules on a meeting request someone acts on (spec core §4 flow actions; docs/meetings.md
 * "Requests"), on the invitation as read: the actions of ./requests.ts and the accept of
 * ./accept.ts check them alike.
 */

/** 409 MST-00141 unless the invitation is waiting and live (spec §4: past invitations have no actions). */
export function requireLive(row: InvitationRow, now: number, meetingEndsAt: number | null = null): void {
  const live = isInvitationLive(
    { state: row.state, edt: row.expiresAt, partiesExist: true, meetingEndsAt },
    now,
  );
  if (!live)
    throw conflict('InvitationNotLive', 'This invitation can no longer be answered', {
      field: 'invitationId',
    });
}

/** requestFor's rules on the invitation as read: it reaches me, is a request I act on as `role`, is live. */
export function requireRequest(
  found: InvitationRow | null,
  me: SegmentViewer,
  role: 'sender' | 'receiver',
  instead: string,
  now: number,
): InvitationRow {
  const row = requireReached(found, me);
  if (row.type === 'reschedule')
    throw invalidField('invitationId', `Use ${instead} for a reschedule request`);
  const sent = row.fromParticipantId === me.participantId;
  if (sent !== (role === 'sender')) {
    throw forbidden(
      role === 'sender' ? 'Only its sender may do this' : 'Its sender cannot answer it',
      'invitationId',
    );
  }
  requireLive(row, now);
  return row;
}
