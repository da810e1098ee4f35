import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PROFILE_PHOTOS_PREFIX } from '@shared/rules/profilePhoto';
import { appError, sendError } from './errors';

/** Where uploaded profile photos live: DATA_DIR/photos/{userId}/{version}-{size}.jpg. */
export const profilePhotosDir = (dataDir: string) => path.join(dataDir, 'photos');

/** A photo's path names its upload's version: its content never changes, so caches keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the uploaded profile photos (server/services/profilePhotos.ts) at /photos/…, from
 * DATA_DIR/photos. A photo that is not there (replaced since the page was loaded) is a 404 of its
 * own, not the web bundle's index.html that other unknown paths get. Several server nodes need
 * that folder shared (docs/operations.md).
 */
export async function serveProfilePhotos(app: FastifyInstance, dataDir: string): Promise<void> {
  const root = profilePhotosDir(dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(
    async (photos) => {
      photos.setNotFoundHandler((_request, reply) =>
        sendError(reply, appError('NotFound', 'Photo not found')),
      );
      await photos.register(fastifyStatic, {
        root,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
      });
    },
    { prefix: PROFILE_PHOTOS_PREFIX.replace(/\/$/, '') },
  );
}
