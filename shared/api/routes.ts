import { z } from 'zod';
import * as auth from '../schemas/auth';
import * as user from '../schemas/user';
import * as event from '../schemas/event';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One REST route: its path under /v1, who may call it and the schemas of what crosses the wire. */
export interface RouteDef {
  method: Method;
  path: string;
  /** public routes need no app token; identity routes are the user-pool operations. */
  auth: 'public' | 'user';
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
}

const route = <const R extends RouteDef>(r: R): R => r;

/** The /v1 route table. The server registers exactly these; the renderer types its calls with them. */
export const routes = {
  health: route({
    method: 'GET',
    path: '/v1/health',
    auth: 'public',
    summary: 'Liveness and the database engine in use',
    response: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
  }),

  authSignIn: route({
    method: 'POST',
    path: '/v1/auth/signIn',
    auth: 'public',
    summary: 'User pool: authenticate with username and password',
    body: auth.signInBody,
    response: auth.identityTokens,
  }),
  authSignUp: route({
    method: 'POST',
    path: '/v1/auth/signUp',
    auth: 'public',
    summary: 'User pool: create an identity',
    body: auth.poolSignUpBody,
    response: z.object({ userSub: z.string() }),
  }),
  authForgotPassword: route({
    method: 'POST',
    path: '/v1/auth/forgotPassword',
    auth: 'public',
    summary: 'User pool: send a reset code by e-mail',
    body: auth.forgotPasswordBody,
    response: auth.forgotPasswordResult,
  }),
  authConfirmForgotPassword: route({
    method: 'POST',
    path: '/v1/auth/confirmForgotPassword',
    auth: 'public',
    summary: 'User pool: set a new password with the e-mailed code',
    body: auth.confirmForgotPasswordBody,
    response: auth.okResult,
  }),
  authChangePassword: route({
    method: 'POST',
    path: '/v1/auth/changePassword',
    auth: 'user',
    summary: 'User pool: change the signed-in user’s password',
    body: auth.changePasswordBody,
    response: auth.okResult,
  }),
  authRefresh: route({
    method: 'POST',
    path: '/v1/auth/refresh',
    auth: 'public',
    summary: 'User pool: new identity tokens from a refresh token',
    body: auth.refreshBody,
    response: auth.identityTokens,
  }),

  userToken: route({
    method: 'GET',
    path: '/v1/user/token',
    auth: 'public',
    summary: 'Exchange an identity token (or, with refresh=true, an app refresh token) for the app token',
    query: user.userTokenQuery,
    response: user.appTokens,
  }),
  userSignup: route({
    method: 'POST',
    path: '/v1/user/signup',
    auth: 'public',
    summary: 'Register a user (provider cognito only)',
    body: user.userSignupBody,
    response: user.userSignupResult,
  }),
  userProfileGet: route({
    method: 'GET',
    path: '/v1/user/profile',
    auth: 'user',
    summary: 'The signed-in user’s profile',
    response: user.userProfile,
  }),
  userProfilePut: route({
    method: 'PUT',
    path: '/v1/user/profile',
    auth: 'user',
    summary: 'Update the profile (action profile) or merge UI settings (action uiSettings)',
    body: user.updateProfileBody,
    response: user.userProfile,
  }),
  userDelete: route({
    method: 'DELETE',
    path: '/v1/user',
    auth: 'user',
    summary: 'Delete the signed-in user’s account',
    response: auth.okResult,
  }),

  eventList: route({
    method: 'GET',
    path: '/v1/event',
    auth: 'user',
    summary: 'The events the signed-in user belongs to',
    query: event.eventListQuery,
    response: event.eventList,
  }),
  domainDetails: route({
    method: 'GET',
    path: '/v1/public/domaininf/:domain',
    auth: 'public',
    summary: 'Domain details for host-based event branding (path ends in {domain}.json)',
    params: z.object({ domain: z.string().regex(/^[a-z0-9.-]+\.json$/i) }),
    response: event.domainDetails,
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<K extends RouteName> = Routes[K] extends { body: z.ZodType }
  ? z.input<Routes[K]['body']>
  : never;
export type RouteQuery<K extends RouteName> = Routes[K] extends { query: z.ZodType }
  ? z.input<Routes[K]['query']>
  : never;
export type RouteResponse<K extends RouteName> = z.infer<Routes[K]['response']>;
