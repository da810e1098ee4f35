import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_AUTH_TIMEOUT_MS, LIVE_CLOSE_UNAUTHORIZED } from '@shared/live/messages';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { openLive, type LiveTestClient } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

describe.each(engines)('realtime socket /v1/live on %s', (engine) => {
  let t: TestApp;
  const open: LiveTestClient[] = [];
  const connect = async () => {
    const client = await openLive(t.app);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  describe('authentication', () => {
    it(
      'closes with 4401 when no auth message arrives within the timeout',
      async () => {
        const client = await connect();
        const started = Date.now();
        const { code } = await client.closed;
        expect(code).toBe(LIVE_CLOSE_UNAUTHORIZED);
        expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE_AUTH_TIMEOUT_MS - 100);
      },
      LIVE_AUTH_TIMEOUT_MS + 5000,
    );

    it('closes with 4401 on an invalid token', async () => {
      const client = await connect();
      client.send({ type: 'auth', token: 'not-a-token' });
      expect((await client.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
    });

    it('closes with 4401 when the first message is not auth', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      client.send({ type: 'subscribe', topic: `ui/${user.userId}` });
      expect((await client.closed).code).toBe(LIVE_CLOSE_UNAUTHORIZED);
      expect(client.messages.some((m) => m.type === 'snapshot')).toBe(false);
    });

    it('answers ready with the user id for a valid app token', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      await client.authenticate(user.token);
      expect(client.messages[0]).toEqual({ type: 'ready', userId: user.userId });
    });
  });

  describe('malformed messages', () => {
    it('answers an error and keeps the socket open', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      client.sendRaw('{not json');
      await client.waitFor((m) => m.type === 'error' && m.errorMessage === 'Message is not JSON');
      client.send({ type: 'subscribe' });
      await client.waitFor((m) => m.type === 'error' && m.errorMessage.startsWith('topic'));
      client.send({ type: 'teleport', topic: 'x' });
      await client.authenticate(user.token);
      client.sendRaw('x'.repeat(10_000));
      await client.waitFor((m) => m.type === 'error' && m.errorMessage.includes('4096'));
      expect(
        client.messages.filter((m) => m.type === 'error').every((m) => m.errorCode === 'MST-00400'),
      ).toBe(true);

      const snapshot = await client.subscribe(`ui/${user.userId}`);
      expect(snapshot.type).toBe('snapshot');
    });

    it('refuses an unknown topic with MST-00404', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      await client.authenticate(user.token);
      expect(await client.subscribe('newEvents/x/secret')).toMatchObject({
        type: 'error',
        errorCode: 'MST-00404',
      });
    });
  });

  describe('ui/{userId}', () => {
    it('gives the user a snapshot of their own UI settings', async () => {
      const user = await signedUpUser(t.app);
      await t.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: user.auth,
        payload: { action: 'uiSettings', uiSettings: { language: 'tr' } },
      });
      const client = await connect();
      await client.authenticate(user.token);
      expect(await client.subscribe(`ui/${user.userId}`)).toEqual({
        type: 'snapshot',
        topic: `ui/${user.userId}`,
        value: { language: 'tr' },
      });
    });

    it("refuses a stranger who subscribes to another user's ui/ with MST-00403", async () => {
      const owner = await signedUpUser(t.app);
      const stranger = await signedUpUser(t.app);
      const client = await connect();
      await client.authenticate(stranger.token);
      const answer = await client.subscribe(`ui/${owner.userId}`);
      expect(answer).toMatchObject({ type: 'error', topic: `ui/${owner.userId}`, errorCode: 'MST-00403' });

      // …and the refused subscription receives nothing later.
      await t.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: owner.auth,
        payload: { action: 'uiSettings', uiSettings: { language: 'ru' } },
      });
      const own = await client.subscribe(`ui/${stranger.userId}`);
      expect(own.type).toBe('snapshot');
      expect(client.messages.some((m) => m.type === 'value' && m.topic === `ui/${owner.userId}`)).toBe(false);
    });

    it('delivers a PUT /v1/user/profile change as a value event', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      await client.authenticate(user.token);
      await client.subscribe(`ui/${user.userId}`);
      await t.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: user.auth,
        payload: { action: 'uiSettings', uiSettings: { language: 'es' } },
      });
      const value = await client.waitFor((m) => m.type === 'value' && m.topic === `ui/${user.userId}`);
      expect(value).toEqual({ type: 'value', topic: `ui/${user.userId}`, value: { language: 'es' } });
    });

    it('stops delivering after unsubscribe', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      await client.authenticate(user.token);
      await client.subscribe(`ui/${user.userId}`);
      client.send({ type: 'unsubscribe', topic: `ui/${user.userId}` });
      await client.subscribe(`profiles/${user.userId}/public`);
      await t.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: user.auth,
        payload: { action: 'profile', name: 'Grace', surname: 'Hopper' },
      });
      await client.waitFor((m) => m.type === 'value' && m.topic === `profiles/${user.userId}/public`);
      await t.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: user.auth,
        payload: { action: 'uiSettings', uiSettings: { language: 'en' } },
      });
      // Publishing happens before the PUT answers; one more round trip flushes the socket.
      await client.subscribe(`profiles/${user.userId}/public`);
      expect(client.messages.some((m) => m.type === 'value' && m.topic === `ui/${user.userId}`)).toBe(false);
    });
  });

  describe('profiles/{userId}/public', () => {
    it('lets a co-participant of an event subscribe and follow changes', async () => {
      const alice = await signedUpUser(t.app);
      const bob = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: alice.userId });
      await insertParticipant(t.database.db, event.id, { userId: bob.userId });

      const client = await connect();
      await client.authenticate(bob.token);
      const topic = `profiles/${alice.userId}/public`;
      expect(await client.subscribe(topic)).toEqual({
        type: 'snapshot',
        topic,
        value: { id: alice.userId, name: 'Ada', surname: 'Lovelace', profilePhotoPath: null },
      });
      await t.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: alice.auth,
        payload: { action: 'profile', name: 'Augusta', surname: 'King' },
      });
      const value = await client.waitFor((m) => m.type === 'value' && m.topic === topic);
      expect(value).toMatchObject({ value: { id: alice.userId, name: 'Augusta', surname: 'King' } });
    });

    it('lets users follow their own public profile', async () => {
      const user = await signedUpUser(t.app);
      const client = await connect();
      await client.authenticate(user.token);
      expect((await client.subscribe(`profiles/${user.userId}/public`)).type).toBe('snapshot');
    });

    it('refuses a stranger who shares no event with MST-00403', async () => {
      const alice = await signedUpUser(t.app);
      const stranger = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      const other = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: alice.userId });
      await insertParticipant(t.database.db, other.id, { userId: stranger.userId });

      const client = await connect();
      await client.authenticate(stranger.token);
      expect(await client.subscribe(`profiles/${alice.userId}/public`)).toMatchObject({
        type: 'error',
        errorCode: 'MST-00403',
      });
    });
  });
});
