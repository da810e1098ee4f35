import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@shared/constants';
import { participants } from '../../../server/db/schema';
import { anAccount, getAppToken, postSignIn, postSignup, signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

describe.each(engines)('user calls (/v1/user) on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/v1/user/profile', headers });
  const putProfile = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/v1/user/profile', headers, payload });

  describe('GET /v1/user/token', () => {
    it('refuses a provider other than cognito with 400 MST-UI0001 "Invalid provider"', async () => {
      const user = await signedUpUser(t.app);
      const identity = (await postSignIn(t.app, user.account.email, user.account.password)).json().data;
      const res = await getAppToken(t.app, identity.idToken, { provider: 'google' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'MST-UI0001', errorMessage: 'Invalid provider' });
    });

    it('refuses a forged or foreign token with 401 NotAuthorizedException', async () => {
      const user = await signedUpUser(t.app);
      for (const accessToken of ['not-a-jwt', user.token, user.refreshToken]) {
        const res = await getAppToken(t.app, accessToken);
        expect(res.statusCode).toBe(401);
        expect(res.json().errorCode).toBe('NotAuthorizedException');
      }
    });

    it('refuses an identity token that has expired', async () => {
      const user = await signedUpUser(t.app);
      const identity = (await postSignIn(t.app, user.account.email, user.account.password)).json().data;
      clock.advance(61 * MINUTE_MS);
      expect((await getAppToken(t.app, identity.idToken)).statusCode).toBe(401);
    });

    it('rotates the app refresh token: the new pair works and the old refresh token stops working', async () => {
      const user = await signedUpUser(t.app);
      const refreshed = await getAppToken(t.app, user.refreshToken, { refresh: 'true' });
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json().data;
      expect(next.username).toBe(user.account.email);
      expect(next.refreshToken).not.toBe(user.refreshToken);
      expect((await profile({ authorization: `Bearer ${next.token}` })).statusCode).toBe(200);

      const reused = await getAppToken(t.app, user.refreshToken, { refresh: 'true' });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().errorCode).toBe('NotAuthorizedException');
      expect((await getAppToken(t.app, next.refreshToken, { refresh: 'true' })).statusCode).toBe(200);
    });

    it('lets only one of two concurrent refreshes with the same token win', async () => {
      const user = await signedUpUser(t.app);
      const results = await Promise.all([
        getAppToken(t.app, user.refreshToken, { refresh: 'true' }),
        getAppToken(t.app, user.refreshToken, { refresh: 'true' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });
  });

  describe('app token on auth:user routes', () => {
    it('answers 401 MST-00401 without a token, with a malformed one and with an identity token', async () => {
      const user = await signedUpUser(t.app);
      const identity = (await postSignIn(t.app, user.account.email, user.account.password)).json().data;
      const cases: Record<string, string>[] = [
        {},
        { authorization: 'Bearer nonsense' },
        { authorization: `Bearer ${identity.idToken}` },
      ];
      for (const headers of cases) {
        const res = await profile(headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().errorCode).toBe('MST-00401');
      }
    });

    it('answers 401 MST-00401 once the app token is over an hour old, so the client refreshes', async () => {
      const user = await signedUpUser(t.app);
      clock.advance(59 * MINUTE_MS);
      expect((await profile(user.auth)).statusCode).toBe(200);
      clock.advance(2 * MINUTE_MS);
      expect((await profile(user.auth)).json().errorCode).toBe('MST-00401');
      const refreshed = await getAppToken(t.app, user.refreshToken, { refresh: 'true' });
      expect((await profile({ authorization: `Bearer ${refreshed.json().data.token}` })).statusCode).toBe(
        200,
      );
    });
  });

  describe('POST /v1/user/signup', () => {
    it('refuses a provider other than cognito with MST-UI0001 "Invalid provider"', async () => {
      const res = await postSignup(t.app, anAccount(), { provider: 'facebook' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'MST-UI0001', errorMessage: 'Invalid provider' });
    });

    it('decides the provider before anything else: a social sign-up (no name, no password) is MST-UI0001', async () => {
      for (const payload of [
        { provider: 'google', code: 'oauth-code', domain: 'summit.lanyard.test' },
        { provider: 'facebook', accessToken: 'x'.repeat(10), name: 42 },
        { provider: 'apple' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/v1/user/signup', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'MST-UI0001', errorMessage: 'Invalid provider' });
      }
    });

    it('checks a cognito sign-up field by field (MST-00400 naming the first), and a missing provider as such', async () => {
      const noName = await t.app.inject({
        method: 'POST',
        url: '/v1/user/signup',
        payload: { provider: 'cognito', surname: 'Lovelace', email: 'ada@lanyard.test' },
      });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({ errorCode: 'MST-00400', field: 'name' });
      const noProvider = await t.app.inject({
        method: 'POST',
        url: '/v1/user/signup',
        payload: { name: 'Ada' },
      });
      expect(noProvider.json()).toMatchObject({ errorCode: 'MST-00400', field: 'provider' });
    });

    it('refuses an e-mail already registered with 409 MST-00082, offering reset or login', async () => {
      const account = anAccount();
      expect((await postSignup(t.app, account)).statusCode).toBe(200);
      const again = await postSignup(t.app, { ...account, email: account.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('MST-00082');
      expect(again.json().errorMessage).toMatch(/reset your password or log in/i);
    });

    it('registers a ticket holder: takes the e-mail from the ticket and links their participant row', async () => {
      const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
      const holder = await insertParticipant(t.database.db, event.id, {
        email: 'Ticket.Holder@Lanyard.test',
      });
      const res = await postSignup(
        t.app,
        { ...anAccount(), email: undefined as unknown as string },
        { ticketId: holder.ticketId, eventId: event.id },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.username).toBe('ticket.holder@lanyard.test');
      const [row] = await t.database.db.select().from(participants).where(eq(participants.id, holder.id));
      expect(row?.userId).toBe(res.json().data.userId);
      expect((await postSignIn(t.app, 'ticket.holder@lanyard.test', 'Lanyard2026')).statusCode).toBe(200);
    });

    it('refuses a ticket that is not in the event with 404 naming the ticket', async () => {
      const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
      const res = await postSignup(t.app, anAccount(), { ticketId: 'T-NOPE', eventId: event.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'MST-00404', field: 'ticketId' });
      expect(res.json().errorMessage).toContain('T-NOPE');
    });

    it('refuses a ticket that already belongs to an account with MST-00082', async () => {
      const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
      const holder = await insertParticipant(t.database.db, event.id);
      const first = await postSignup(t.app, anAccount(), { ticketId: holder.ticketId, eventId: event.id });
      expect(first.statusCode).toBe(200);
      const second = await postSignup(t.app, anAccount(), { ticketId: holder.ticketId, eventId: event.id });
      expect(second.json().errorCode).toBe('MST-00082');
    });

    it('asks for the eventId when a ticketId comes without one', async () => {
      const res = await postSignup(t.app, anAccount(), { ticketId: 'T-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'eventId' });
    });
  });

  describe('profile', () => {
    it('updates name, surname, timezone and phone (channels.sms) with action profile', async () => {
      const user = await signedUpUser(t.app);
      const res = await putProfile(user.auth, {
        action: 'profile',
        name: ' Grace ',
        surname: 'Hopper',
        timezone: 'Europe/Istanbul',
        channels: { sms: '+90 555 000 0000' },
      });
      expect(res.statusCode).toBe(200);
      const expected = {
        name: 'Grace',
        surname: 'Hopper',
        timezone: 'Europe/Istanbul',
        phone: '+90 555 000 0000',
      };
      expect(res.json().data).toMatchObject({ ...expected, channels: { sms: '+90 555 000 0000' } });
      expect((await profile(user.auth)).json().data).toMatchObject(expected);
    });

    it('refuses an unknown timezone naming the field', async () => {
      const user = await signedUpUser(t.app);
      const res = await putProfile(user.auth, {
        action: 'profile',
        name: 'A',
        surname: 'B',
        timezone: 'Mars/Olympus',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'timezone' });
    });

    it('merges UI settings with action uiSettings instead of replacing them', async () => {
      const user = await signedUpUser(t.app);
      await putProfile(user.auth, { action: 'uiSettings', uiSettings: { language: 'tr' } });
      const res = await putProfile(user.auth, {
        action: 'uiSettings',
        uiSettings: { timezoneCheck: { userTimezone: 'UTC', localTimezone: 'Europe/Madrid' } },
      });
      expect(res.json().data.uiSettings).toEqual({
        language: 'tr',
        timezoneCheck: { userTimezone: 'UTC', localTimezone: 'Europe/Madrid' },
      });
    });

    it('pushes a profile change to subscribers of profiles/{userId}/public', async () => {
      const user = await signedUpUser(t.app);
      const client = await openLive(t.app);
      try {
        await client.authenticate(user.token);
        const topic = `profiles/${user.userId}/public`;
        await client.subscribe(topic);
        await putProfile(user.auth, { action: 'profile', name: 'Margaret', surname: 'Hamilton' });
        const pushed = await client.waitFor((m) => m.type === 'value' && m.topic === topic);
        expect(pushed).toMatchObject({
          value: { id: user.userId, name: 'Margaret', surname: 'Hamilton', profilePhotoPath: null },
        });
      } finally {
        client.close();
      }
    });
  });

  describe('DELETE /v1/user', () => {
    it('deletes the account: its token stops working, sign-in finds no user, participant rows stay unlinked', async () => {
      const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
      const holder = await insertParticipant(t.database.db, event.id, { email: anAccount().email });
      const signup = await postSignup(t.app, anAccount({ email: holder.email! }), {
        ticketId: holder.ticketId,
        eventId: event.id,
      });
      expect(signup.statusCode).toBe(200);
      const identity = (await postSignIn(t.app, holder.email!, 'Lanyard2026')).json().data;
      const { token, refreshToken } = (await getAppToken(t.app, identity.idToken)).json().data;
      const auth = { authorization: `Bearer ${token}` };

      const res = await t.app.inject({ method: 'DELETE', url: '/v1/user', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });

      expect((await profile(auth)).statusCode).toBe(401);
      expect((await getAppToken(t.app, refreshToken, { refresh: 'true' })).statusCode).toBe(401);
      expect((await postSignIn(t.app, holder.email!, 'Lanyard2026')).json().errorCode).toBe(
        'UserNotFoundException',
      );
      const [row] = await t.database.db.select().from(participants).where(eq(participants.id, holder.id));
      expect(row).toMatchObject({ id: holder.id, userId: null });
    });
  });
});
