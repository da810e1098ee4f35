import type { z } from 'zod';
import { isMeetingLive } from '@shared/rules/agenda';
import { hasMeetingRoom } from '@shared/rules/meetingButtons';
import type { MeetingRoom, meetingRoomBody } from '@shared/schemas/meetingRoom';
import { createEventsRepository } from '../../db/repositories/events';
import { conflict, notFound } from '../../http/errors';
import { conferenceRoomUrl } from '../conferenceRoom';
import { meetingOf, requireMeetingWindow, type MeetingsServiceDeps } from './context';

/** The meeting's room on the conference host: one per meeting, apart from the sessions' rooms. */
export const meetingRoomId = (meetingId: string) => `lanyard-meeting-${meetingId}`;

/**
 * A meeting's video room, what Start opens (spec core §3 "moostoo_meeting also a video meeting", §4
 * Meeting buttons; ours: POST /v1/event/schedule/meetingRoom, docs/meetings.md "Video room"): for
 * anyone in the meeting, guests included ("a guest can only Leave or Start"), while Start shows
 * (isMeetingLive: MEETING_LIVE_MS before the start until the end), and only where meetingButtons
 * offers Start at all (hasMeetingRoom: not in person). The URL is the sessions' conference URL
 * (conferenceRoomUrl, DECISIONS 6) with the popup flag, no rehearsal and no moderator.
 */
export function createMeetingRoom(deps: MeetingsServiceDeps) {
  const { database, access, now } = deps;
  const db = database.db;
  return {
    async meetingRoom(userId: string, body: z.output<typeof meetingRoomBody>): Promise<MeetingRoom> {
      const member = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      // Guests too: spec core §4 "a guest can only Leave or Start".
      const { meeting } = await meetingOf(db, body.eventId, body.meetingId, member.participantId);
      const event = await createEventsRepository(db).findById(body.eventId);
      if (!event) throw notFound('Event');
      if (!hasMeetingRoom({ ...meeting, eventType: event.eventType })) {
        throw conflict('StateConflict', 'This meeting is met in person: it has no video room', {
          field: 'meetingId',
        });
      }
      const at = now();
      requireMeetingWindow(
        meeting,
        at,
        isMeetingLive(meeting, at),
        'The room opens 7 minutes before the start',
      );
      const roomId = meetingRoomId(meeting.id);
      const conferenceUrl = await conferenceRoomUrl(deps, {
        userId,
        roomId,
        sessionId: meeting.id,
        rehearsal: false,
        moderator: false,
        popup: true,
      });
      return { roomId, conferenceUrl };
    },
  };
}
