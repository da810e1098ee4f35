import { z } from 'zod';
import { eventIdSchema, idSchema } from './common';

/*
 * A 1:1 meeting's video room (spec core §3: moostoo_meeting is also a video meeting; §4 Meeting
 * buttons, Start; DECISIONS 6; docs/meetings.md "Video room"). The spec does not show the call:
 * ours is POST /v1/event/schedule/meetingRoom.
 */

/** POST /v1/event/schedule/meetingRoom: one of the meeting's people asks for its room. */
export const meetingRoomBody = z.object({ eventId: eventIdSchema, meetingId: idSchema });

/** Where the Start window goes: the room on the conference host, with a conference token. */
export const meetingRoom = z.object({ roomId: z.string(), conferenceUrl: z.string() });
export type MeetingRoom = z.infer<typeof meetingRoom>;
