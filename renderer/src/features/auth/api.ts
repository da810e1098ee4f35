import { api } from '../../api/client';
import { IDENTITY_PROVIDER } from '@shared/constants';
import type { RouteBody } from '@shared/api/routes';

/** The calls of the auth area: user-pool operations, then the app-token exchange (spec core §7). */

export async function signInWithPassword(username: string, password: string) {
  const identity = await api('authSignIn', { body: { username, password } });
  return api('userToken', { query: { provider: IDENTITY_PROVIDER, accessToken: identity.idToken } });
}

export const fetchProfile = () => api('userProfileGet', {});

/** Checks a password with the user pool (POST /v1/auth/signIn) without signing in: the answer's tokens are dropped. */
export const checkPassword = async (username: string, password: string): Promise<void> => {
  await api('authSignIn', { body: { username, password } });
};

export const saveUiSettings = (
  uiSettings: Extract<RouteBody<'userProfilePut'>, { action: 'uiSettings' }>['uiSettings'],
) => api('userProfilePut', { body: { action: 'uiSettings', uiSettings } });

export const signUp = (body: RouteBody<'userSignup'>) => api('userSignup', { body });

export const requestPasswordReset = (username: string) => api('authForgotPassword', { body: { username } });

export const confirmPasswordReset = (body: RouteBody<'authConfirmForgotPassword'>) =>
  api('authConfirmForgotPassword', { body });

export const fetchDomainDetails = (host: string) =>
  api('domainDetails', { params: { domain: `${host}.json` } });
