/**
 * The invitation screen's address (spec core §2): /event/{eventId}/invitation/{participantId} with
 * an optional suffix naming the step it opens on — accept or decline a request, request a
 * reschedule or cancel a meeting, or the reschedule I sent (a notification's or a card's link).
 */
const INVITATION_SUFFIXES = [
  'accept',
  'decline',
  'requestReschedule',
  'cancelMeeting',
  'reschedulePending',
] as const;
export type InvitationSuffix = (typeof INVITATION_SUFFIXES)[number];

export function invitationPath(eventId: string, participantId: string, suffix?: InvitationSuffix): string {
  const base = `/event/${eventId}/invitation/${participantId}`;
  return suffix ? `${base}/${suffix}` : base;
}

/** The suffix of an address, null when it has none or one the screen does not know. */
export function suffixOf(segment: string | undefined): InvitationSuffix | null {
  return INVITATION_SUFFIXES.find((s) => s === segment) ?? null;
}
