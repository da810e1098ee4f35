import { z } from 'zod';
import { eventIdSchema, idSchema } from './common';

/**
 * The time-slot picker's slots for the caller and one other participant (spec core §4 "Time-slot
 * picker", DECISIONS 11; shared/rules/meetingSlots.ts; docs/meetings.md "Slots free for both").
 * Instants are UTC milliseconds (DECISIONS 8).
 */

/**
 * Whose slots: mine and this participant's; exceptMeetingId is the meeting being moved (one I am in).
 * asParticipantId puts another participant in my place (spec core §6 onbehalfmeeting: organizers
 * and holders pre-book a meeting of two others), and "me" in the answer is then that participant.
 */
export const meetingSlotsQuery = z.object({
  eventId: eventIdSchema,
  participantId: idSchema,
  exceptMeetingId: idSchema.optional(),
  asParticipantId: idSchema.optional(),
});

/**
 * Why a slot is not free: whose agenda (me, the caller; them, the other) and what in it — its kind,
 * id and time only, never the other's session names.
 */
const slotBusy = z.object({
  who: z.enum(['me', 'them']),
  kind: z.enum(['session', 'meeting', 'offTime']),
  id: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
});
export type SlotBusy = z.infer<typeof slotBusy>;

/** A meeting slot (an occurrence of a moostoo session): free for both, or busy and why. */
const slotForBoth = z.object({
  id: z.string(),
  sessionId: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  free: z.boolean(),
  busy: z.array(slotBusy),
});
export type SlotForBoth = z.infer<typeof slotForBoth>;

/** A day button: yyyy-LL-dd in the event's zone, with its slots by start. */
const slotDay = z.object({ date: z.string(), slots: z.array(slotForBoth) });

/** The picker's message; null while some slot is free for both. */
const slotsMessage = z.enum(['noMeetingSlots', 'noSpaceTheirs', 'noSpaceMine']).nullable();

/** The slots that have not ended, by day, and the picker's message. */
export const meetingSlots = z.object({
  /** The event's zone, in which the days are counted. */
  timeZone: z.string(),
  days: z.array(slotDay),
  message: slotsMessage,
});
export type MeetingSlots = z.infer<typeof meetingSlots>;
