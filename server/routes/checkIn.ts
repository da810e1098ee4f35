import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

/** The Idempotency-Key header, when the client sent exactly one. */
function idempotencyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

/** Check-in areas, the check-in call and the scan log (docs/checkin.md). */
export function checkInRoutes(app: FastifyInstance, services: Services): void {
  handle(app, 'areaList', async ({ query, user }) => services.areas.list(user.userId, query.eventId));
  handle(app, 'areaSave', async ({ body, user }) => services.areas.save(user.userId, body));
  handle(app, 'areaDelete', async ({ query, user }) => services.areas.remove(user.userId, query));
  handle(app, 'checkIn', async ({ body, user, request }) =>
    services.checkIn.checkIn(user.userId, body, idempotencyHeader(request)),
  );
  handle(app, 'scanLog', async ({ query, user }) => services.checkIn.log(user.userId, query));
}
