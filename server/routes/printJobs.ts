import type { FastifyInstance } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

/** The server print queue of print mode "printQueue" (docs/badges.md). */
export function printJobRoutes(app: FastifyInstance, services: Services): void {
  handle(app, 'printJobCreate', async ({ body, user }) => services.printJobs.create(user.userId, body));
  handle(app, 'printJobList', async ({ query, user }) => services.printJobs.list(user.userId, query));
  handle(app, 'printJobClaim', async ({ body, user }) => services.printJobs.claim(user.userId, body));
  handle(app, 'printJobResult', async ({ body, user }) => services.printJobs.result(user.userId, body));
}
