import type { FastifyInstance } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

export function healthRoutes(app: FastifyInstance, services: Services): void {
  handle(app, 'health', async () => ({ status: 'ok', db: await services.health.check() }));
}
