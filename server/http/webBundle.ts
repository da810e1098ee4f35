import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../shared/errors';

/** Serves the built renderer; any non-API GET that is not a file falls back to index.html (SPA routes). */
export async function serveWebBundle(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBundle = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasBundle) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/v1/') || request.url === '/v1';
    if (hasBundle && !isApi && request.method === 'GET') {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ errorCode: ErrorCode.NotFound, errorMessage: `No route ${request.method} ${request.url}` });
  });
}
