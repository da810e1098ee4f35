import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale } from '../../../server/cli/webBuild';
import { serveBundles } from '../../../server/http/webBundle';

let root: string;
let app: FastifyInstance;

/** A bundle as Vite writes it: index.html, a hashed file in assets/, a public file. */
async function writeBundle(dir: string, label: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), `<!doctype html><title>${label}</title>`);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify(label)})`);
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

async function start(bundles: { web: boolean; desktop: boolean }): Promise<FastifyInstance> {
  const webDir = join(root, 'dist-web');
  const desktopDir = join(root, 'dist-desktop');
  if (bundles.web) await writeBundle(webDir, 'web');
  if (bundles.desktop) await writeBundle(desktopDir, 'desktop');
  app = Fastify();
  app.get('/v1/health', async () => ({ ok: true }));
  await serveBundles(app, { webDir, desktopDir });
  await app.ready();
  return app;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lanyard-bundles-'));
});

afterEach(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

describe('serveBundles', () => {
  it('serves the web bundle at / and the desktop renderer at /desktop/, each with its SPA fallback', async () => {
    await start({ web: true, desktop: true });
    const get = (url: string) => app.inject({ method: 'GET', url });

    expect((await get('/')).body).toContain('<title>web</title>');
    expect((await get('/event/list')).body).toContain('<title>web</title>');
    expect((await get('/desktop/')).body).toContain('<title>desktop</title>');
    expect((await get('/desktop/event/list?x=1')).body).toContain('<title>desktop</title>');
    expect((await get('/desktop/assets/index-abc123.js')).body).toBe('console.log("desktop")');
    expect((await get('/assets/index-abc123.js')).body).toBe('console.log("web")');

    const bare = await get('/desktop?from=shell');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/desktop/?from=shell');
  });

  it('caches hashed assets for a year and makes index.html and public files revalidate', async () => {
    await start({ web: true, desktop: true });
    const cache = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];

    for (const prefix of ['/', '/desktop/']) {
      expect(await cache(`${prefix}assets/index-abc123.js`)).toBe('public, max-age=31536000, immutable');
      expect(await cache(prefix)).toBe('no-cache');
      expect(await cache(`${prefix}index.html`)).toBe('no-cache');
      expect(await cache(`${prefix}favicon.svg`)).toBe('no-cache');
      expect(await cache(`${prefix}event/list`)).toBe('no-cache');
    }
  });

  it('sends the precompressed copy the browser accepts, brotli first, with the asset cache headers', async () => {
    await start({ web: true, desktop: true });
    const script = 'console.log("compressed");'.repeat(100);
    for (const dir of ['dist-web', 'dist-desktop']) {
      const file = join(root, dir, 'assets', 'app-def456.js');
      await writeFile(file, script);
      await writeFile(`${file}.br`, brotliCompressSync(script));
      await writeFile(`${file}.gz`, gzipSync(script));
    }
    for (const prefix of ['/', '/desktop/']) {
      const url = `${prefix}assets/app-def456.js`;
      const get = (acceptEncoding: string) =>
        app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

      const brotli = await get('gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await get('gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);

      for (const response of [brotli, gzip, plain]) {
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toMatch(/accept-encoding/i);
      }
    }
  });

  it('sends a file without a compressed copy as it is, whatever the browser accepts', async () => {
    await start({ web: true, desktop: false });
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("web")');
  });

  it('answers 404 JSON for the API, a missing hashed asset and a non-GET', async () => {
    await start({ web: true, desktop: true });
    for (const [method, url] of [
      ['GET', '/v1/nope'],
      ['GET', '/v1'],
      ['GET', '/desktop/assets/index-old.js'],
      ['GET', '/assets/index-old.js'],
      ['POST', '/desktop/event/list'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: expect.any(String) });
    }
    expect((await app.inject({ method: 'GET', url: '/v1/health' })).json()).toEqual({ ok: true });
  });

  it('serves a rebuild made while it runs (new hashed names) without a restart', async () => {
    await start({ web: true, desktop: true });
    const desktopDir = join(root, 'dist-desktop');
    await rm(desktopDir, { recursive: true });
    expect((await app.inject({ method: 'GET', url: '/desktop/login' })).statusCode).toBe(404);

    await mkdir(join(desktopDir, 'assets'), { recursive: true });
    await writeFile(join(desktopDir, 'index.html'), '<!doctype html><title>rebuilt</title>');
    await writeFile(join(desktopDir, 'assets', 'index-new456.js'), 'console.log("rebuilt")');
    expect((await app.inject({ method: 'GET', url: '/desktop/login' })).body).toContain('rebuilt');
    expect((await app.inject({ method: 'GET', url: '/desktop/assets/index-new456.js' })).statusCode).toBe(
      200,
    );
  });

  it('says so when the desktop renderer is not built, and still serves the web bundle', async () => {
    await start({ web: true, desktop: false });
    for (const url of ['/desktop/', '/desktop/login', '/desktop']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errorMessage).toMatch(/no desktop app build/);
    }
    expect((await app.inject({ method: 'GET', url: '/login' })).body).toContain('<title>web</title>');
  });

  it('serves the desktop renderer without a web bundle', async () => {
    await start({ web: false, desktop: true });
    expect((await app.inject({ method: 'GET', url: '/desktop/login' })).body).toContain(
      '<title>desktop</title>',
    );
    expect((await app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(404);
  });
});

describe('isStale', () => {
  it('is stale without a build, or when a source is newer than its index.html', async () => {
    const out = join(root, 'out');
    const src = join(root, 'src');
    await mkdir(join(src, 'deep'), { recursive: true });
    await writeFile(join(src, 'deep', 'a.ts'), '');
    expect(isStale(out, [src])).toBe(true);

    await mkdir(out);
    await writeFile(join(out, 'index.html'), '');
    const past = new Date(Date.now() - 60_000);
    await utimes(join(src, 'deep', 'a.ts'), past, past);
    await utimes(join(src, 'deep'), past, past);
    await utimes(src, past, past);
    expect(isStale(out, [src, join(root, 'missing')])).toBe(false);

    const future = new Date(Date.now() + 60_000);
    await utimes(join(src, 'deep', 'a.ts'), future, future);
    expect(isStale(out, [src])).toBe(true);
  });
});
