import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DESKTOP_BASE_PATH } from '@shared/constants';
import { appError, sendError } from './errors';

/** Vite puts every hashed file in assets/: its name changes with its content, so it never goes stale. */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and the unhashed public files) must be asked for again, or a release is never seen. */
const REVALIDATE = 'no-cache';

export interface BundleDirs {
  /** The web build (vite.web.config.ts), served at /. */
  webDir: string;
  /** The desktop renderer (electron.vite.config.ts, base /desktop/), served at /desktop/. */
  desktopDir: string;
}

interface Bundle {
  dir: string;
  /** URL prefix with its trailing slash: '/' or '/desktop/'. */
  prefix: string;
  built: boolean;
}

/**
 * Serves the two renderer builds on the server's origin: the web bundle at / and the desktop
 * renderer at /desktop/, which the desktop shell loads (docs/desktop.md). A GET that is no file
 * falls back to the bundle's index.html (SPA routes), except under /v1 and a bundle's assets/.
 * Without a desktop build, /desktop/… answers a 404 that says so.
 *
 * Files are looked up per request (wildcard routes), not listed once at start: `npm run
 * build:electron` rebuilds dist-desktop/ with new hashed names while a server may be running, and
 * the new index.html must find its new assets. A bundle that did not exist at start needs a restart.
 */
export async function serveBundles(app: FastifyInstance, dirs: BundleDirs): Promise<void> {
  const web = bundle(dirs.webDir, '/');
  const desktop = bundle(dirs.desktopDir, DESKTOP_BASE_PATH);
  const desktopRoot = DESKTOP_BASE_PATH.replace(/\/$/, '');

  for (const { dir, prefix, built } of [web, desktop]) {
    if (!built) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      wildcard: true,
      index: ['index.html'],
      // Two static plugins (three with resources/) cannot all decorate the reply; nobody needs it.
      decorateReply: false,
      // The builds write .br and .gz beside each file (vite.compression.ts): sent as the browser
      // accepts, brotli first; files without them go as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = path.relative(dir, file).split(path.sep)[0] === 'assets';
        res.setHeader('cache-control', hashed ? HASHED_ASSETS_CACHE : REVALIDATE);
        // @fastify/static does not say that the answer depends on Accept-Encoding; caches must know.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const notFound = (message: string) => sendError(reply, appError('NotFound', message));
    const noRoute = () => notFound(`No route ${request.method} ${request.url}`);

    if (pathname === '/v1' || pathname.startsWith('/v1/')) return noRoute();
    const target = pathname === desktopRoot || pathname.startsWith(DESKTOP_BASE_PATH) ? desktop : web;
    const notBuilt = () =>
      target === desktop
        ? notFound('This server has no desktop app build: run `npm run build:electron` (see DESKTOP_DIR).')
        : noRoute();
    if (!target.built) return notBuilt();
    // The router's base is the prefix: /desktop alone becomes /desktop/ so relative links resolve.
    if (pathname === desktopRoot)
      return reply.redirect(`${DESKTOP_BASE_PATH}${request.url.slice(pathname.length)}`, 301);
    // A missing hashed file is a stale page asking for an old release: HTML would not help it.
    const isAsset = pathname.startsWith(`${target.prefix}assets/`);
    if (request.method !== 'GET' || isAsset) return noRoute();
    return sendIndex(reply, target.dir, notBuilt);
  });
}

function bundle(dir: string, prefix: string): Bundle {
  return { dir, prefix, built: fs.existsSync(path.join(dir, 'index.html')) };
}

/** index.html from disk, so a rebuild shows at once; gone (mid-rebuild, removed) is a 404, not a 500. */
async function sendIndex(
  reply: FastifyReply,
  dir: string,
  notBuilt: () => FastifyReply,
): Promise<FastifyReply> {
  let html: Buffer;
  try {
    html = await fs.promises.readFile(path.join(dir, 'index.html'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return notBuilt();
    throw error;
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
}
