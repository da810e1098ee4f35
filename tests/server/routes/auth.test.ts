import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, users } from '../../../server/db/schema';
import { MINUTE_MS } from '@shared/constants';
import { anAccount, getAppToken, postSignIn, postSignup, signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { latestCodeFor, outboxFor } from '../../support/outbox';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

describe.each(engines)('user pool (/v1/auth) on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const forgot = (username: string) => post('/v1/auth/forgotPassword', { username });
  const confirm = (username: string, code: string, password: string) =>
    post('/v1/auth/confirmForgotPassword', { username, code, password });

  it('signs a new user up, signs them in, exchanges the identity token and reads their profile', async () => {
    const account = anAccount({ email: '  Grace.Hopper@Lanyard.TEST ' });
    const signup = await postSignup(t.app, account);
    expect(signup.statusCode).toBe(200);
    expect(signup.json().data).toMatchObject({ username: 'grace.hopper@lanyard.test' });

    const signIn = await postSignIn(t.app, 'grace.hopper@lanyard.test', account.password);
    expect(signIn.statusCode).toBe(200);
    const identity = signIn.json().data;
    expect(identity).toMatchObject({ expiresIn: 3600 });

    const exchange = await getAppToken(t.app, identity.idToken);
    expect(exchange.statusCode).toBe(200);
    expect(exchange.json().data.username).toBe('grace.hopper@lanyard.test');

    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/user/profile',
      headers: { authorization: `Bearer ${exchange.json().data.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      email: 'grace.hopper@lanyard.test',
      channels: { sms: null },
      uiSettings: {},
    });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { userId, account } = await signedUpUser(t.app);
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.userId, userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it('answers NotAuthorizedException "Incorrect username or password." for a wrong password', async () => {
    const { account } = await signedUpUser(t.app);
    const res = await postSignIn(t.app, account.email, 'Wrong-password1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'NotAuthorizedException',
      errorMessage: 'Incorrect username or password.',
    });
  });

  it('answers UserNotFoundException for an e-mail nobody registered', async () => {
    const res = await postSignIn(t.app, 'nobody@lanyard.test', 'Whatever123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'UserNotFoundException',
      errorMessage: 'User does not exist.',
    });
  });

  it('locks the account after 5 wrong passwords — even the right one is refused — until 15 minutes pass', async () => {
    const { account } = await signedUpUser(t.app);
    for (let i = 1; i <= 4; i++) {
      const res = await postSignIn(t.app, account.email, `Wrong-${i}-Password`);
      expect(res.json().errorMessage).toBe('Incorrect username or password.');
    }
    const fifth = await postSignIn(t.app, account.email, 'Wrong-5-Password');
    expect(fifth.json()).toMatchObject({
      errorCode: 'NotAuthorizedException',
      errorMessage: 'Password attempts exceeded',
    });

    const right = await postSignIn(t.app, account.email, account.password);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({
      errorCode: 'NotAuthorizedException',
      errorMessage: 'Password attempts exceeded',
    });

    clock.advance(14 * MINUTE_MS);
    expect((await postSignIn(t.app, account.email, account.password)).json().errorMessage).toBe(
      'Password attempts exceeded',
    );
    clock.advance(2 * MINUTE_MS);
    expect((await postSignIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('counts only consecutive failures: a successful sign-in resets the count', async () => {
    const { account } = await signedUpUser(t.app);
    for (let i = 0; i < 4; i++) await postSignIn(t.app, account.email, 'Wrong-Password1');
    expect((await postSignIn(t.app, account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await postSignIn(t.app, account.email, 'Wrong-Password1')).json().errorMessage).toBe(
        'Incorrect username or password.',
      );
    }
    expect((await postSignIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('resets a password with the mailed code: the new password signs in, the old one no longer does', async () => {
    const { account } = await signedUpUser(t.app);
    const requested = await forgot(account.email);
    expect(requested.statusCode).toBe(200);
    expect(requested.json().data).toEqual({ deliveryMedium: 'EMAIL', destination: 'u***@l***' });

    const [mail] = await outboxFor(t.dataDir, account.email);
    expect(mail?.subject).toMatch(/password reset code/);
    const code = await latestCodeFor(t.dataDir, account.email);

    const confirmed = await confirm(account.email, code, 'Brand-new-Pass9');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ data: { ok: true } });

    expect((await postSignIn(t.app, account.email, 'Brand-new-Pass9')).statusCode).toBe(200);
    expect((await postSignIn(t.app, account.email, account.password)).json().errorCode).toBe(
      'NotAuthorizedException',
    );
  });

  it('writes the reset-code mail in the language the account chose (DECISIONS 7), English otherwise', async () => {
    const { account, userId } = await signedUpUser(t.app);
    await t.database.db
      .update(users)
      .set({ uiSettings: { language: 'ru' } })
      .where(eq(users.id, userId));
    expect((await forgot(account.email)).statusCode).toBe(200);
    const [mail] = await outboxFor(t.dataDir, account.email);
    const code = await latestCodeFor(t.dataDir, account.email);
    expect(mail?.subject).toBe(`Код для сброса пароля Lanyard: ${code}`);
    expect(mail?.text).toContain(`Ваш код подтверждения: ${code}`);
    expect(mail?.text).toContain('в течение 60 минут.');
  });

  it('refuses to reuse a reset code once it has been used', async () => {
    const { account } = await signedUpUser(t.app);
    await forgot(account.email);
    const code = await latestCodeFor(t.dataDir, account.email);
    expect((await confirm(account.email, code, 'Brand-new-Pass9')).statusCode).toBe(200);
    expect((await confirm(account.email, code, 'Another-Pass9')).json().errorCode).toBe(
      'CodeMismatchException',
    );
  });

  it('lifts a sign-in lock and ends refresh tokens when the password is reset', async () => {
    const user = await signedUpUser(t.app);
    const identity = (await postSignIn(t.app, user.account.email, user.account.password)).json().data;
    for (let i = 0; i < 5; i++) await postSignIn(t.app, user.account.email, 'Wrong-Password1');

    await forgot(user.account.email);
    const code = await latestCodeFor(t.dataDir, user.account.email);
    expect((await confirm(user.account.email, code, 'Brand-new-Pass9')).statusCode).toBe(200);

    expect((await postSignIn(t.app, user.account.email, 'Brand-new-Pass9')).statusCode).toBe(200);
    const poolRefresh = await post('/v1/auth/refresh', { refreshToken: identity.refreshToken });
    expect(poolRefresh.json().errorCode).toBe('NotAuthorizedException');
    const appRefresh = await getAppToken(t.app, user.refreshToken, { refresh: 'true' });
    expect(appRefresh.statusCode).toBe(401);
  });

  it('answers CodeMismatchException for a wrong code and LimitExceededException after 5 wrong codes', async () => {
    const { account } = await signedUpUser(t.app);
    await forgot(account.email);
    const code = await latestCodeFor(t.dataDir, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await confirm(account.email, wrong, 'Brand-new-Pass9');
      expect(res.json().errorCode).toBe('CodeMismatchException');
    }
    const sixth = await confirm(account.email, code, 'Brand-new-Pass9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorCode).toBe('LimitExceededException');
  });

  it('answers ExpiredCodeException for a code older than an hour', async () => {
    const { account } = await signedUpUser(t.app);
    await forgot(account.email);
    const code = await latestCodeFor(t.dataDir, account.email);
    clock.advance(61 * MINUTE_MS);
    const res = await confirm(account.email, code, 'Brand-new-Pass9');
    expect(res.json()).toMatchObject({ errorCode: 'ExpiredCodeException', field: 'code' });
    expect((await postSignIn(t.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('accepts only the newest code when several were requested', async () => {
    const { account } = await signedUpUser(t.app);
    await forgot(account.email);
    const first = await latestCodeFor(t.dataDir, account.email);
    await forgot(account.email);
    const second = await latestCodeFor(t.dataDir, account.email);
    if (first !== second) {
      expect((await confirm(account.email, first, 'Brand-new-Pass9')).json().errorCode).toBe(
        'CodeMismatchException',
      );
    }
    expect((await confirm(account.email, second, 'Brand-new-Pass9')).statusCode).toBe(200);
  });

  it('answers LimitExceededException on the 6th reset request within 30 minutes, and accepts again after', async () => {
    const { account } = await signedUpUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await forgot(account.email)).statusCode).toBe(200);
      clock.advance(MINUTE_MS);
    }
    const sixth = await forgot(account.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      errorCode: 'LimitExceededException',
      errorMessage: 'Attempt limit exceeded, please try after some time.',
    });
    expect(await outboxFor(t.dataDir, account.email)).toHaveLength(5);
    clock.advance(30 * MINUTE_MS);
    expect((await forgot(account.email)).statusCode).toBe(200);
  });

  it('answers UserNotFoundException when an unknown e-mail asks for a reset code', async () => {
    const res = await forgot('ghost@lanyard.test');
    expect(res.json().errorCode).toBe('UserNotFoundException');
  });

  it('changes the password when the previous one is right', async () => {
    const user = await signedUpUser(t.app);
    const res = await post(
      '/v1/auth/changePassword',
      { previousPassword: user.account.password, proposedPassword: 'Changed-Pass42' },
      user.auth,
    );
    expect(res.statusCode).toBe(200);
    expect((await postSignIn(t.app, user.account.email, 'Changed-Pass42')).statusCode).toBe(200);
    expect((await postSignIn(t.app, user.account.email, user.account.password)).statusCode).toBe(400);
  });

  it('refuses a password change with a wrong previous password with NotAuthorizedException (not 401)', async () => {
    const user = await signedUpUser(t.app);
    const res = await post(
      '/v1/auth/changePassword',
      { previousPassword: 'Not-my-pass1', proposedPassword: 'Changed-Pass42' },
      user.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('NotAuthorizedException');
    expect((await postSignIn(t.app, user.account.email, user.account.password)).statusCode).toBe(200);
  });

  it('refuses a password change without an app token with 401 MST-00401', async () => {
    const res = await post('/v1/auth/changePassword', {
      previousPassword: 'x',
      proposedPassword: 'Changed-Pass42',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('MST-00401');
  });

  it('refreshes identity tokens with the pool refresh token, and refuses an app refresh token there', async () => {
    const user = await signedUpUser(t.app);
    const identity = (await postSignIn(t.app, user.account.email, user.account.password)).json().data;
    const res = await post('/v1/auth/refresh', { refreshToken: identity.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.idToken).toEqual(expect.any(String));
    expect((await getAppToken(t.app, res.json().data.idToken)).statusCode).toBe(200);

    const wrongKind = await post('/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(wrongKind.json().errorCode).toBe('NotAuthorizedException');
  });

  it('pool signUp creates an identity and refuses the same e-mail twice with UsernameExistsException', async () => {
    const email = anAccount().email;
    const body = { username: email, email, password: 'Pool-Pass123' };
    const first = await post('/v1/auth/signUp', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.userSub).toEqual(expect.any(String));
    expect((await postSignIn(t.app, email, 'Pool-Pass123')).statusCode).toBe(200);
    expect((await post('/v1/auth/signUp', body)).json().errorCode).toBe('UsernameExistsException');
  });

  it('the service refuses a weak password with InvalidPasswordException even when the HTTP schema is bypassed', async () => {
    await expect(
      t.services.identity.signUp('weak@lanyard.test', 'weak@lanyard.test', 'alllowercase'),
    ).rejects.toMatchObject({
      code: 'InvalidPasswordException',
    });
  });
});
