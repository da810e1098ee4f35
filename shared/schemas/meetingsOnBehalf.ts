import { z } from 'zod';
import { eventIdSchema, idSchema } from './common';

/*
 * Meetings booked without an invitation, and guests (spec core §2 modals "pre-booked meeting",
 * "reserve a table", "add guest"; §6 rights onbehalfmeeting and reserveatable; docs/meetings.md
 * "Pre-booked meetings and guests"). They answer invitationActionResult (shared/schemas/invitations.ts).
 */

/**
 * POST /v1/event/schedule/prebook: book two participants into a slot free for both. With the right
 * onbehalfmeeting (or as an organizer) for any two; with reserveatable only a table of one's own
 * (one of the two must be the caller).
 */
export const prebookBody = z.object({
  eventId: eventIdSchema,
  /** The two people; an array of exactly two. */
  participantIds: z.array(idSchema).length(2),
  slotId: idSchema,
});
export type PrebookBody = z.input<typeof prebookBody>;

/** POST /v1/event/schedule/addGuest: one of the meeting's two adds a participant as a guest. */
export const meetingGuestBody = z.object({
  eventId: eventIdSchema,
  meetingId: idSchema,
  participantId: idSchema,
});

/** POST /v1/event/schedule/leaveMeeting: a guest leaves the meeting (spec: "a guest can only Leave or Start"). */
export const leaveMeetingBody = z.object({ eventId: eventIdSchema, meetingId: idSchema });
