import type { userRoutes } from '@shared/api/routes/users';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The spec's user calls (core §7). */
export function userHandlers({ users }: Services): AreaHandlers<typeof userRoutes> {
  return {
    userToken: ({ query }) => users.exchangeToken(query),
    userSignup: ({ body }) => users.signup(body),
    userProfileGet: ({ user }) => users.getProfile(user.userId),
    userProfilePut: ({ body, user }) => users.updateProfile(user.userId, body),
    userDelete: async ({ user }) => {
      await users.deleteAccount(user.userId);
      return { ok: true };
    },
  };
}
