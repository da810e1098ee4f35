import { fullName } from '@shared/rules/personName';
import type { Meeting } from '@shared/schemas/invitations';

/** A meeting row's title: the other people in it (the row type already says "Meeting"). */
export function meetingWith(meeting: Meeting): string {
  return meeting.participants
    .filter((p) => p.participantId !== meeting.me)
    .map(fullName)
    .join(', ');
}

/**
 * Whose invitation screen holds the meeting for me: the other of the two who booked it (for a guest,
 * the first of them). null when no one else is in it.
 */
export function meetingCounterpart(meeting: Meeting): string | null {
  const others = meeting.participants.filter((p) => p.participantId !== meeting.me);
  return (others.find((p) => !p.guest) ?? others[0])?.participantId ?? null;
}
