import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The repository's resources/ folder (demo banners and logos, badge templates, fonts). */
export const resourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources');

/**
 * Serves resources/ at /resources/…: the demo event banners and logos are stored as these paths.
 * decorateReply is off: several static plugins share the app (server/http/webBundle.ts) and only
 * one may decorate the reply; nothing uses reply.sendFile.
 */
export async function serveResources(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: resourcesDir,
    prefix: '/resources/',
    decorateReply: false,
    index: false,
    maxAge: '1h',
  });
}
