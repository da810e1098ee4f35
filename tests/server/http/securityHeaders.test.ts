import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatContentSecurityPolicy } from '@shared/security/contentSecurityPolicy';
import { postSignIn, signedUpUser } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/** A bundle as Vite writes it: index.html and a hashed file in assets/. */
async function writeBundle(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Lanyard</title>');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
}

/** The policy as a map from directive to its sources (helmet leaves out the space after ';'). */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe.each(engines)('security headers on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let bundles: string;

  beforeAll(async () => {
    bundles = await mkdtemp(join(tmpdir(), 'lanyard-headers-'));
    await writeBundle(join(bundles, 'web'));
    await writeBundle(join(bundles, 'desktop'));
    t = await createTestApp({
      engine,
      env: { WEB_DIR: join(bundles, 'web'), DESKTOP_DIR: join(bundles, 'desktop') },
    });
    app = t.app;
  });

  afterAll(async () => {
    await t?.close();
    await rm(bundles, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends X-Content-Type-Options: nosniff on pages, assets, API answers, errors and 404s', async () => {
    const { auth } = await signedUpUser(app);
    const responses = [
      await get('/'),
      await get('/event/list'),
      await get('/desktop/event/list'),
      await get('/assets/index-abc123.js'),
      await get('/v1/health'),
      await get('/v1/user/profile', auth),
      await get('/v1/user/profile'),
      await get('/v1/no-such-route'),
      await get('/resources/no-such-file.png'),
    ];
    for (const response of responses) expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives the web app and the desktop renderer the shared CSP: own scripts only, no framing by others', async () => {
    for (const url of ['/', '/event/list', '/desktop/', '/desktop/event/list']) {
      const response = await get(url);
      expect(response.headers['content-type']).toContain('text/html');
      const policy = response.headers['content-security-policy'] as string;
      const csp = directives(policy);
      expect(csp).toEqual(directives(formatContentSecurityPolicy()));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(policy).not.toContain('unsafe-eval');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('answers signed-in data and tokens with Cache-Control: no-store', async () => {
    const { account, auth } = await signedUpUser(app);
    const profile = await get('/v1/user/profile', auth);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');

    const signIn = await postSignIn(app, account.email, account.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('leaves HSTS to the proxy that terminates TLS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });
});
