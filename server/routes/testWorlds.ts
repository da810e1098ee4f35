import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createPasswordHasher } from '../auth/passwords';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed/accounts';
import { buildWorld } from '../db/seed/world';

const body = z.object({ crowd: z.number().int().min(0).max(400).optional() }).strict();

/**
 * POST /v1/test/worlds (tests only, docs/tooling.md "Test worlds"): builds a new world and answers
 * it. app.ts registers it only with LANYARD_TEST_BUILDERS=1, so without the flag the path is
 * unknown (404). Outside the route table: it is no part of the API clients use.
 */
export function testWorldRoutes(app: FastifyInstance, deps: { config: Config; database: Database }): void {
  const hasher = createPasswordHasher(deps.config.argon2);
  // Every world's accounts share one hash of the demo password, made once per process.
  let hash: Promise<string> | null = null;
  app.post('/v1/test/worlds', async (request, reply) => {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.message });
    hash ??= hasher.hash(DEMO_PASSWORD);
    const world = await buildWorld(deps.database, { crowd: parsed.data.crowd, hashPassword: () => hash! });
    return reply.code(201).send({ data: world });
  });
}
