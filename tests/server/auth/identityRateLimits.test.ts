import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { anAccount } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

const PER_IP = 6;
const PER_ACCOUNT = 3;
const WINDOW_S = 60;

/** A sign-in from a given client address (the password does not matter to the limits). */
const signIn = (app: FastifyInstance, username: string, remoteAddress: string, extra: InjectOptions = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/signIn',
    payload: { username, password: 'Whatever123' },
    remoteAddress,
    ...extra,
  });

function expectRefused(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    errorCode: 'LimitExceededException',
    errorMessage: 'Attempt limit exceeded, please try after some time.',
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
}

describe('identity rate limit defaults', () => {
  it('leave room for a venue behind one address: 600 identity calls a minute per address, 60 per account', () => {
    expect(loadConfig({}).identityRateLimit).toEqual({ perIp: 600, perAccount: 60, windowMs: 60_000 });
  });
});

describe.each(engines)('identity rate limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      engine,
      env: {
        IDENTITY_RATE_LIMIT_PER_IP: String(PER_IP),
        IDENTITY_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
        IDENTITY_RATE_LIMIT_WINDOW_S: String(WINDOW_S),
      },
    });
  });
  afterAll(() => t.close());

  it('refuses calls naming one account beyond its limit, from any address, with 429 and Retry-After', async () => {
    const { email } = anAccount();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await signIn(t.app, email, `198.51.100.${i + 1}`)).statusCode).not.toBe(429);
    }
    // Another call naming the account (a reset request, the e-mail in other case) counts as well.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgotPassword',
      payload: { username: ` ${email.toUpperCase()} ` },
      remoteAddress: '198.51.100.50',
    });
    expectRefused(reset);
    expect((await signIn(t.app, anAccount().email, '198.51.100.1')).statusCode).not.toBe(429);
  });

  it('refuses identity calls from one address beyond its limit, whatever account or route they name', async () => {
    const address = '192.0.2.10';
    const calls = [
      () => signIn(t.app, anAccount().email, address),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/auth/refresh',
          payload: { refreshToken: 'x' },
          remoteAddress: address,
        }),
      () =>
        t.app.inject({
          method: 'GET',
          url: '/v1/user/token',
          query: { provider: 'cognito', accessToken: 'x' },
          remoteAddress: address,
        }),
    ];
    for (let i = 0; i < PER_IP; i++) expect((await calls[i % calls.length]!()).statusCode).not.toBe(429);
    expectRefused(await calls[0]!());
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/signup',
        payload: { provider: 'cognito', consent: true, ...anAccount() },
        remoteAddress: address,
      }),
    );
    expect((await signIn(t.app, anAccount().email, '192.0.2.11')).statusCode).not.toBe(429);
  });

  it('counts HEAD requests of the token exchange like GET', async () => {
    const address = '192.0.2.20';
    for (let i = 0; i < PER_IP; i++) {
      await t.app.inject({
        method: 'HEAD',
        url: '/v1/user/token',
        query: { provider: 'cognito', accessToken: 'x' },
        remoteAddress: address,
      });
    }
    expectRefused(await signIn(t.app, anAccount().email, address));
  });

  it('leaves calls other than identity calls alone', async () => {
    const address = '192.0.2.30';
    for (let i = 0; i < PER_IP + 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/health', remoteAddress: address });
      expect(res.statusCode).toBe(200);
    }
  });

  it('takes the client address from X-Forwarded-For only when a trusted proxy (a private address) sends it', async () => {
    const direct = '203.0.113.7';
    for (let i = 0; i < PER_IP; i++) {
      const spoofed = { headers: { 'x-forwarded-for': `203.0.113.${100 + i}` } };
      await signIn(t.app, anAccount().email, direct, spoofed);
    }
    expectRefused(
      await signIn(t.app, anAccount().email, direct, { headers: { 'x-forwarded-for': '203.0.113.200' } }),
    );

    const proxy = '10.0.0.2';
    for (let i = 0; i < PER_IP; i++) {
      await signIn(t.app, anAccount().email, proxy, { headers: { 'x-forwarded-for': '203.0.113.60' } });
    }
    expectRefused(
      await signIn(t.app, anAccount().email, proxy, { headers: { 'x-forwarded-for': '203.0.113.60' } }),
    );
    const otherClient = await signIn(t.app, anAccount().email, proxy, {
      headers: { 'x-forwarded-for': '203.0.113.61' },
    });
    expect(otherClient.statusCode).not.toBe(429);
  });
});
