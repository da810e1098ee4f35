import type { FastifyInstance } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

/** The user-pool operations (POST /v1/auth/*). */
export function authRoutes(app: FastifyInstance, { identity }: Services): void {
  handle(app, 'authSignIn', ({ body }) => identity.signIn(body.username, body.password));
  handle(app, 'authSignUp', ({ body }) => identity.signUp(body.username, body.email, body.password));
  handle(app, 'authForgotPassword', ({ body }) => identity.forgotPassword(body.username));
  handle(app, 'authConfirmForgotPassword', async ({ body }) => {
    await identity.confirmForgotPassword(body.username, body.code, body.password);
    return { ok: true };
  });
  handle(app, 'authChangePassword', async ({ body, user }) => ({
    ok: true as const,
    ...(await identity.changePassword(user.userId, body.previousPassword, body.proposedPassword)),
  }));
  handle(app, 'authRefresh', ({ body }) => identity.refresh(body.refreshToken));
}
