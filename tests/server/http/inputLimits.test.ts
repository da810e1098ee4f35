import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '@shared/schemas/limits';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/** The cases the probe of issue 8 found; the route fuzz test (fuzz.test.ts) covers the class. */
describe.each(engines)('input the server cannot store is refused with 400 on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const putProfile = (auth: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/v1/user/profile', headers: auth, payload: payload as object });
  const profile = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: auth })).json().data;

  it('refuses an over-long profile name naming it, and keeps the stored one', async () => {
    const user = await signedUpUser(t.app);
    const res = await putProfile(user.auth, {
      action: 'profile',
      name: 'x'.repeat(MAX_LENGTH.personName + 1),
      surname: 'Lovelace',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'name' });
    expect((await profile(user.auth)).name).toBe(user.account.name);
  });

  it('stores only the UI settings the app keeps: an unknown key is refused', async () => {
    const user = await signedUpUser(t.app);
    const res = await putProfile(user.auth, {
      action: 'uiSettings',
      uiSettings: { language: 'tr', note: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'uiSettings' });
    const ok = await putProfile(user.auth, { action: 'uiSettings', uiSettings: { timeLead: 'user' } });
    expect(ok.json().data.uiSettings).toEqual({ timeLead: 'user' });
  });

  it('refuses UI settings nested 5,000 levels deep naming uiSettings', async () => {
    const user = await signedUpUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/user/profile',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: `{"action":"uiSettings","uiSettings":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'uiSettings' });
  });

  it('refuses a NUL byte in a query parameter naming it', async () => {
    const user = await signedUpUser(t.app);
    const event = await insertEvent(t.database.db);
    await insertParticipant(t.database.db, event.id, { userId: user.userId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/event/session?eventId=${event.id}&id=x%00`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'id' });
  });

  it('refuses a NUL byte in a body field naming it, also in a nested one', async () => {
    const user = await signedUpUser(t.app);
    const res = await putProfile(user.auth, {
      action: 'profile',
      name: 'Ada',
      surname: 'Love\u0000lace',
      channels: { sms: '+90\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'surname' });
  });
});
