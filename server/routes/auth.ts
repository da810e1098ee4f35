import type { authRoutes } from '@shared/api/routes/auth';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The user-pool operations (POST /v1/auth/*). */
export function authHandlers({ identity }: Services): AreaHandlers<typeof authRoutes> {
  return {
    authSignIn: ({ body }) => identity.signIn(body.username, body.password),
    authSignUp: ({ body }) => identity.signUp(body.username, body.email, body.password),
    authForgotPassword: ({ body }) => identity.forgotPassword(body.username),
    authConfirmForgotPassword: async ({ body }) => {
      await identity.confirmForgotPassword(body.username, body.code, body.password);
      return { ok: true };
    },
    authChangePassword: async ({ body, user }) => ({
      ok: true as const,
      ...(await identity.changePassword(user.userId, body.previousPassword, body.proposedPassword)),
    }),
    authRefresh: ({ body }) => identity.refresh(body.refreshToken),
  };
}
