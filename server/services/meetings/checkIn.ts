import type { z } from 'zod';
import { isMeetingCheckInOpen } from '@shared/rules/meetingButtons';
import type { Meeting, meetingCheckInBody } from '@shared/schemas/invitations';
import { createMeetingAttendanceRepository } from '../../db/repositories/meetingAttendance';
import { forbidden } from '../../http/errors';
import { meetingCard } from './cards';
import { meetingOf, requireMeetingWindow, type MeetingsServiceDeps } from './context';

/**
 * Meeting check-in (spec core §7 schedule/checkIn with a meetingId; ours: POST
 * /v1/event/schedule/meetingCheckIn, docs/meetings.md "Check-in"): one of the two who booked it, in
 * the window of isMeetingCheckInOpen (AGENDA_STARTING_MS before the start until the end, DECISIONS
 * 10), refused outside it as a session check-in is (MST-00134 too early, MST-00133 ended).
 */
export function createMeetingCheckIn({ database, access, now }: MeetingsServiceDeps) {
  const db = database.db;
  return {
    async meetingCheckIn(userId: string, body: z.output<typeof meetingCheckInBody>): Promise<Meeting> {
      const member = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const { meeting, mine } = await meetingOf(db, body.eventId, body.meetingId, member.participantId);
      // Spec core §4 "Meeting buttons": a guest can only Leave or Start.
      if (mine.guest) throw forbidden('A guest does not check in to a meeting', 'meetingId');
      const at = now();
      requireMeetingWindow(
        meeting,
        at,
        isMeetingCheckInOpen(meeting, at),
        'Check-in opens 5 minutes before the start',
      );
      await createMeetingAttendanceRepository(db).recordCheckIn(meeting.id, member.participantId, at);
      return meetingCard(db, meeting, member.participantId, at);
    },
  };
}
