import type { sessionRoutes } from '@shared/api/routes/sessions';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';
import { originOf } from './origin';

/** The program, My Agenda, off-time, organizer requests and the calendar (docs/sessions.md). */
export function sessionHandlers({ sessions: s }: Services): AreaHandlers<typeof sessionRoutes> {
  return {
    sessionList: async ({ query, user }) => s.list(user.userId, query.eventId),
    sessionGet: async ({ query, user }) => s.get(user.userId, query.eventId, query.id),
    agendaGet: async ({ query, user }) => s.agenda(user.userId, query),
    scheduleJoin: async ({ body, user }) => s.join(user.userId, body),
    scheduleLeave: async ({ body, user }) => s.leave(user.userId, body),
    scheduleAddToSession: async ({ body, user }) => s.addToSession(user.userId, body),
    schedulePing: async ({ body, user }) => s.ping(user.userId, body),
    scheduleCheckIn: async ({ body, user }) => s.checkIn(user.userId, body),
    offTimeAdd: async ({ body, user }) => s.addOffTime(user.userId, body),
    offTimeDelete: async ({ query, user }) => s.deleteOffTime(user.userId, query),
    scheduleRequests: async ({ query, user }) => s.requests(user.userId, query),
    scheduleDecide: async ({ body, user }) => s.decide(user.userId, body),
    participantCalendar: async ({ body, user, request }) => s.calendar(user.userId, body, originOf(request)),
    // A document route: the feed's text (text/calendar), or null for an unknown secret (404).
    calendarFeed: async ({ params }) => s.feed(params.file),
  };
}
