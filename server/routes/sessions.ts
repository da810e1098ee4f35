import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle, handleDocument } from '../http/route';
import type { Services } from '../services';

const originOf = (request: FastifyRequest) => ({ origin: `${request.protocol}://${request.host}` });

/** The program, My Agenda, off-time, organizer requests and the calendar (docs/sessions.md). */
export function sessionRoutes(app: FastifyInstance, services: Services): void {
  const s = services.sessions;
  handle(app, 'sessionList', async ({ query, user }) => s.list(user.userId, query.eventId));
  handle(app, 'sessionGet', async ({ query, user }) => s.get(user.userId, query.eventId, query.id));
  handle(app, 'agendaGet', async ({ query, user }) => s.agenda(user.userId, query.eventId));
  handle(app, 'scheduleJoin', async ({ body, user }) => s.join(user.userId, body));
  handle(app, 'scheduleLeave', async ({ body, user }) => s.leave(user.userId, body));
  handle(app, 'scheduleAddToSession', async ({ body, user }) => s.addToSession(user.userId, body));
  handle(app, 'schedulePing', async ({ body, user }) => s.ping(user.userId, body));
  handle(app, 'scheduleCheckIn', async ({ body, user }) => s.checkIn(user.userId, body));
  handle(app, 'offTimeAdd', async ({ body, user }) => s.addOffTime(user.userId, body));
  handle(app, 'offTimeDelete', async ({ query, user }) => s.deleteOffTime(user.userId, query));
  handle(app, 'scheduleRequests', async ({ query, user }) => s.requests(user.userId, query));
  handle(app, 'scheduleDecide', async ({ body, user }) => s.decide(user.userId, body));
  handle(app, 'participantCalendar', async ({ body, user, request }) =>
    s.calendar(user.userId, body, originOf(request)),
  );
  handleDocument(app, 'calendarFeed', async ({ params }) => s.feed(params.file));
}
