import type { FastifyInstance } from 'fastify';
import pkg from '../../package.json' with { type: 'json' };
import { buildOpenApiDocument } from '../http/openapi';

/** GET /v1/openapi.json: not in the route table (it describes the table), so a plain route. */
export function openApiRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get('/v1/openapi.json', async () => (document ??= buildOpenApiDocument({ version: pkg.version })));
}
