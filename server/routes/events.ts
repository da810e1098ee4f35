import type { FastifyInstance, FastifyRequest } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

const originOf = (request: FastifyRequest) => ({ origin: `${request.protocol}://${request.host}` });

export function eventRoutes(app: FastifyInstance, services: Services): void {
  handle(app, 'eventList', async ({ query, user, request }) =>
    services.events.list(user.userId, query.query, originOf(request)),
  );
  handle(app, 'eventDetails', async ({ query, user, request }) =>
    services.events.details(user.userId, query.id, originOf(request)),
  );
  handle(app, 'domainDetails', async ({ params, request }) =>
    services.events.domainDetails(params.domain, originOf(request)),
  );
}
