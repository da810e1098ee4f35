import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_UNAUTHORIZED } from '@shared/live/messages';
import { getAppToken, postSignIn, signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { openLive } from '../../support/live';
import { latestCodeFor } from '../../support/outbox';
import { describeOnTwoNodes, createTestApp, engines, type TestApp } from '../../support/testApp';

const NEW_PASSWORD = 'Changed-Pass42';

/** A signed-up user with every kind of token a client can hold: identity (id + refresh) and app. */
async function sessionOf(app: FastifyInstance) {
  const user = await signedUpUser(app);
  const identity = (await postSignIn(app, user.account.email, user.account.password)).json().data as {
    idToken: string;
    refreshToken: string;
  };
  return { ...user, identity };
}
type Session = Awaited<ReturnType<typeof sessionOf>>;

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/v1/user/profile', headers: { authorization: `Bearer ${token}` } });

const changePassword = (app: FastifyInstance, session: Session) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/changePassword',
    headers: session.auth,
    payload: { previousPassword: session.account.password, proposedPassword: NEW_PASSWORD },
  });

/** Every token the session held before is refused now. */
async function expectEveryTokenRefused(app: FastifyInstance, session: Session) {
  expect((await profile(app, session.token)).statusCode).toBe(401);
  expect((await getAppToken(app, session.refreshToken, { refresh: 'true' })).statusCode).toBe(401);
  expect((await getAppToken(app, session.identity.idToken)).statusCode).toBe(401);
  const poolRefresh = await app.inject({
    method: 'POST',
    url: '/v1/auth/refresh',
    payload: { refreshToken: session.identity.refreshToken },
  });
  expect(poolRefresh.json()).toMatchObject({ errorCode: 'NotAuthorizedException' });
}

describe.each(engines)('sessions end when the password changes or the account goes, on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('refuses every token issued before a password change, even one verified a moment ago', async () => {
    const session = await sessionOf(t.app);
    expect((await profile(t.app, session.token)).statusCode).toBe(200);

    const res = await changePassword(t.app, session);
    expect(res.statusCode).toBe(200);
    await expectEveryTokenRefused(t.app, session);
  });

  it('gives the session that changed the password new app tokens that work', async () => {
    const session = await sessionOf(t.app);
    const res = await changePassword(t.app, session);
    expect(res.json().data).toMatchObject({ ok: true, username: session.account.email });
    const { token, refreshToken } = res.json().data as { token: string; refreshToken: string };
    expect((await profile(t.app, token)).statusCode).toBe(200);
    expect((await getAppToken(t.app, refreshToken, { refresh: 'true' })).statusCode).toBe(200);
    expect((await postSignIn(t.app, session.account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('closes the account’s open sockets on a password change, and only that account’s', async () => {
    const session = await sessionOf(t.app);
    const other = await sessionOf(t.app);
    const mine = await openLive(t.app);
    const theirs = await openLive(t.app);
    try {
      await mine.authenticate(session.token);
      await theirs.authenticate(other.token);
      expect((await changePassword(t.app, session)).statusCode).toBe(200);
      expect((await mine.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
      expect((await theirs.subscribe(`ui/${other.userId}`)).type).toBe('snapshot');
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('ends every session and socket when the password is reset with a mailed code', async () => {
    const session = await sessionOf(t.app);
    const socket = await openLive(t.app);
    try {
      await socket.authenticate(session.token);
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
      await post('/v1/auth/forgotPassword', { username: session.account.email });
      const code = await latestCodeFor(t.dataDir, session.account.email);
      const confirmed = await post('/v1/auth/confirmForgotPassword', {
        username: session.account.email,
        code,
        password: NEW_PASSWORD,
      });
      expect(confirmed.statusCode).toBe(200);
      expect((await socket.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
      await expectEveryTokenRefused(t.app, session);
    } finally {
      socket.close();
    }
  });

  it('closes the sockets of a deleted account, which then get no more snapshots', async () => {
    const session = await sessionOf(t.app);
    const socket = await openLive(t.app);
    try {
      await socket.authenticate(session.token);
      expect((await socket.subscribe(`ui/${session.userId}`)).type).toBe('snapshot');
      const res = await t.app.inject({ method: 'DELETE', url: '/v1/user', headers: session.auth });
      expect(res.statusCode).toBe(200);
      expect((await socket.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
    } finally {
      socket.close();
    }
  });
});

describeOnTwoNodes('sessions end on every node (two nodes on one PostgreSQL database)', (nodes) => {
  it('a password changed on node A ends the token node B had just verified and closes B’s socket', async () => {
    const session = await sessionOf(nodes.a.app);
    expect((await profile(nodes.b.app, session.token)).statusCode).toBe(200);
    const onB = await openLive(nodes.b.app);
    try {
      await onB.authenticate(session.token);
      expect((await changePassword(nodes.a.app, session)).statusCode).toBe(200);
      expect((await onB.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
      await expectEveryTokenRefused(nodes.b.app, session);
    } finally {
      onB.close();
    }
  });

  it('an account deleted on node A closes its socket on node B', async () => {
    const session = await sessionOf(nodes.a.app);
    const onB = await openLive(nodes.b.app);
    try {
      await onB.authenticate(session.token);
      expect(
        (await nodes.a.app.inject({ method: 'DELETE', url: '/v1/user', headers: session.auth })).statusCode,
      ).toBe(200);
      expect((await onB.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
      expect((await profile(nodes.b.app, session.token)).statusCode).toBe(401);
    } finally {
      onB.close();
    }
  });
});
