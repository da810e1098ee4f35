import type { FastifyInstance } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

/** The spec's user calls (core §7). */
export function userRoutes(app: FastifyInstance, { users }: Services): void {
  handle(app, 'userToken', ({ query }) => users.exchangeToken(query));
  handle(app, 'userSignup', ({ body }) => users.signup(body));
  handle(app, 'userProfileGet', ({ user }) => users.getProfile(user.userId));
  handle(app, 'userProfilePut', ({ body, user }) => users.updateProfile(user.userId, body));
  handle(app, 'userDelete', async ({ user }) => {
    await users.deleteAccount(user.userId);
    return { ok: true };
  });
}
