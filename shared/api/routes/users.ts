import * as auth from '../../schemas/auth';
import * as user from '../../schemas/user';
import { route, type RouteMap } from './contract';

/** The spec's user calls (core §7): app tokens, registration, profile, account deletion. */
export const userRoutes = {
  userToken: route({
    method: 'GET',
    path: '/v1/user/token',
    auth: 'public',
    access: 'public',
    summary: 'Exchange an identity token (or, with refresh=true, an app refresh token) for the app token',
    query: user.userTokenQuery,
    response: user.appTokens,
  }),
  userSignup: route({
    method: 'POST',
    path: '/v1/user/signup',
    auth: 'public',
    access: 'public',
    summary: 'Register a user (provider cognito only)',
    body: user.userSignupBody,
    response: user.userSignupResult,
  }),
  userProfileGet: route({
    method: 'GET',
    path: '/v1/user/profile',
    auth: 'user',
    access: 'user.self',
    summary: 'The signed-in user’s profile',
    response: user.userProfile,
  }),
  userProfilePut: route({
    method: 'PUT',
    path: '/v1/user/profile',
    auth: 'user',
    access: 'user.self',
    summary:
      'Update the profile (action profile), merge UI settings (action uiSettings) or set the profile photo (action photo)',
    body: user.updateProfileBody,
    bodyLimit: user.PROFILE_BODY_LIMIT,
    response: user.userProfile,
  }),
  userDelete: route({
    method: 'DELETE',
    path: '/v1/user',
    auth: 'user',
    access: 'user.self',
    summary: 'Delete the signed-in user’s account',
    response: auth.okResult,
  }),
} as const satisfies RouteMap;
