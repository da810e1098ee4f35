import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const TEST_PASSWORD = 'Lanyard2026';

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  surname: string;
}

/** A registration with a unique e-mail; override what the test is about. */
export function anAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  return {
    email: `user-${randomBytes(4).toString('hex')}@lanyard.test`,
    password: TEST_PASSWORD,
    name: 'Ada',
    surname: 'Lovelace',
    ...overrides,
  };
}

/** POST /v1/user/signup as the registration form sends it. */
export function postSignup(app: FastifyInstance, account: NewAccount, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/v1/user/signup',
    payload: { provider: 'cognito', consent: true, ...account, ...extra },
  });
}

export function postSignIn(app: FastifyInstance, username: string, password: string) {
  return app.inject({ method: 'POST', url: '/v1/auth/signIn', payload: { username, password } });
}

export function getAppToken(app: FastifyInstance, accessToken: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'GET',
    url: '/v1/user/token',
    query: { provider: 'cognito', accessToken, ...extra },
  });
}

/** Registers the account and answers its app tokens, as the client does after signing in. */
export async function signedUpUser(app: FastifyInstance, account: NewAccount = anAccount()) {
  const signup = await postSignup(app, account);
  if (signup.statusCode !== 200) throw new Error(`signup failed: ${signup.body}`);
  const signIn = await postSignIn(app, account.email, account.password);
  if (signIn.statusCode !== 200) throw new Error(`signIn failed: ${signIn.body}`);
  const tokens = await getAppToken(app, signIn.json().data.idToken);
  if (tokens.statusCode !== 200) throw new Error(`token exchange failed: ${tokens.body}`);
  const { token, refreshToken } = tokens.json().data as { token: string; refreshToken: string };
  const userId = signup.json().data.userId as string;
  return { account, userId, token, refreshToken, auth: { authorization: `Bearer ${token}` } };
}
