import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/** [what, url, payload or raw body, content type, the field the 400 must name] */
const malformed: [string, string, string, string, string][] = [
  ['non-JSON text', '/v1/auth/signIn', 'username=a&password=b', 'application/json', 'body'],
  ['truncated JSON', '/v1/auth/signIn', '{"username": "a@b.co", "pass', 'application/json', 'body'],
  ['an empty body (judged as an empty object)', '/v1/auth/signIn', '', 'application/json', 'username'],
  ['a JSON array', '/v1/auth/signIn', '[1,2,3]', 'application/json', 'body'],
  ['a JSON string', '/v1/auth/signIn', '"hello"', 'application/json', 'body'],
  ['JSON null (judged as an empty object)', '/v1/auth/signIn', 'null', 'application/json', 'username'],
  ['a missing password', '/v1/auth/signIn', '{"username":"a@b.co"}', 'application/json', 'password'],
  [
    'a username that is not an e-mail',
    '/v1/auth/signIn',
    '{"username":"ada","password":"Secret123"}',
    'application/json',
    'username',
  ],
  [
    'a number where text belongs',
    '/v1/auth/signIn',
    '{"username":42,"password":"Secret123"}',
    'application/json',
    'username',
  ],
  [
    'a nested object as password',
    '/v1/auth/signIn',
    '{"username":"a@b.co","password":{"$ne":""}}',
    'application/json',
    'password',
  ],
  [
    'a weak password on reset',
    '/v1/auth/confirmForgotPassword',
    '{"username":"a@b.co","code":"123456","password":"short"}',
    'application/json',
    'password',
  ],
  [
    'a five-digit code',
    '/v1/auth/confirmForgotPassword',
    '{"username":"a@b.co","code":"12345","password":"Secret123"}',
    'application/json',
    'code',
  ],
  [
    'signup without consent',
    '/v1/user/signup',
    '{"provider":"cognito","name":"A","surname":"B","email":"a@b.co","password":"Secret123"}',
    'application/json',
    'consent',
  ],
  [
    'signup with neither e-mail nor ticket',
    '/v1/user/signup',
    '{"provider":"cognito","name":"A","surname":"B","password":"Secret123","consent":true}',
    'application/json',
    'email',
  ],
  [
    'signup with a blank name',
    '/v1/user/signup',
    '{"provider":"cognito","name":"  ","surname":"B","email":"a@b.co","password":"Secret123","consent":true}',
    'application/json',
    'name',
  ],
  [
    'a bad event id',
    '/v1/user/signup',
    '{"provider":"cognito","name":"A","surname":"B","ticketId":"T-1","eventId":"x","password":"Secret123","consent":true}',
    'application/json',
    'eventId',
  ],
  [
    'a body over the 1 MB limit',
    '/v1/auth/signIn',
    `{"username":"${'a'.repeat(1_100_000)}"}`,
    'application/json',
    'body',
  ],
  ['an unsupported content type', '/v1/auth/signIn', 'username: a', 'text/yaml', 'body'],
];

describe.each(engines)('request validation on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it.each(malformed)(
    'answers %s with 400 naming the field, never 500',
    async (_what, url, body, type, field) => {
      const res = await t.app.inject({ method: 'POST', url, body, headers: { 'content-type': type } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field });
      expect(res.json().errorMessage).toEqual(expect.any(String));
    },
  );

  it('answers a query without accessToken on GET /v1/user/token with 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/user/token?provider=cognito' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'accessToken' });
  });

  it('answers an unknown profile action with 400 naming action', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/user/profile',
      payload: { action: 'avatar', name: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'action' });
  });

  it('accepts a JSON content type with an empty body on a route that takes none', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/user',
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    // Reaches the route: refused for the missing token, not for the body.
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('MST-00401');
  });

  it('answers an unknown /v1 path with 404 MST-00404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('MST-00404');
  });
});
