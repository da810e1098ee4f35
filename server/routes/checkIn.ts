import type { FastifyRequest } from 'fastify';
import type { checkInRoutes } from '@shared/api/routes/checkIn';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The Idempotency-Key header, when the client sent exactly one. */
function idempotencyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

/** Check-in areas, the check-in call and the scan log (docs/checkin.md). */
export function checkInHandlers({ areas, checkIn }: Services): AreaHandlers<typeof checkInRoutes> {
  return {
    areaList: async ({ query, user }) => areas.list(user.userId, query.eventId),
    areaSave: async ({ body, user }) => areas.save(user.userId, body),
    areaDelete: async ({ query, user }) => areas.remove(user.userId, query),
    checkIn: async ({ body, user, request }) =>
      checkIn.checkIn(user.userId, body, idempotencyHeader(request)),
    scanLog: async ({ query, user }) => checkIn.log(user.userId, query),
  };
}
