import { z } from 'zod';
import * as auth from '../../schemas/auth';
import { route, type RouteMap } from './contract';

/** The user-pool operations (POST /v1/auth/*, docs/api.md "Identity"). */
export const authRoutes = {
  authSignIn: route({
    method: 'POST',
    path: '/v1/auth/signIn',
    auth: 'public',
    access: 'public',
    summary: 'User pool: authenticate with username and password',
    body: auth.signInBody,
    response: auth.identityTokens,
  }),
  authSignUp: route({
    method: 'POST',
    path: '/v1/auth/signUp',
    auth: 'public',
    access: 'public',
    summary: 'User pool: create an identity',
    body: auth.poolSignUpBody,
    response: z.object({ userSub: z.string() }),
  }),
  authForgotPassword: route({
    method: 'POST',
    path: '/v1/auth/forgotPassword',
    auth: 'public',
    access: 'public',
    summary: 'User pool: send a reset code by e-mail',
    body: auth.forgotPasswordBody,
    response: auth.forgotPasswordResult,
  }),
  authConfirmForgotPassword: route({
    method: 'POST',
    path: '/v1/auth/confirmForgotPassword',
    auth: 'public',
    access: 'public',
    summary: 'User pool: set a new password with the e-mailed code',
    body: auth.confirmForgotPasswordBody,
    response: auth.okResult,
  }),
  authChangePassword: route({
    method: 'POST',
    path: '/v1/auth/changePassword',
    auth: 'user',
    access: 'user.self',
    summary: 'User pool: change the signed-in user’s password; ends every session, answers new app tokens',
    body: auth.changePasswordBody,
    response: auth.changePasswordResult,
  }),
  authRefresh: route({
    method: 'POST',
    path: '/v1/auth/refresh',
    auth: 'public',
    access: 'public',
    summary: 'User pool: new identity tokens from a refresh token',
    body: auth.refreshBody,
    response: auth.identityTokens,
  }),
} as const satisfies RouteMap;
