import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route (docs/architecture.md "Access"), named where the route is written so a route
 * cannot be declared without it:
 * - a permission of the server's access module (server/services/access/permissions.ts), like
 *   'event.member', 'event.organizer', 'event.checkInStaff', 'chatRoom.member' or 'user.self' (the
 *   caller's own account) — the server does not compile while a route names one the module lacks;
 * - 'public': no sign-in (the user pool, the token exchange, branding, health, a document whose path
 *   carries its own credential);
 * - 'signedIn': any signed-in user, answered only their own things across every event they take part
 *   in (the service reads them as their owner; with an event named, it asks 'event.member').
 */
export type RouteAccess = 'public' | 'signedIn' | `${string}.${string}`;

/** Sign-in and access go together: a public route needs no app token, every other one does. */
type Caller = { auth: 'public'; access: 'public' } | { auth: 'user'; access: Exclude<RouteAccess, 'public'> };

/** One REST route: its path under /v1, who may call it and the schemas of what crosses the wire. */
export type RouteDef = Caller & {
  method: Method;
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** Bytes the body may have when more than the server's default (1 MB): the profile photo upload. */
  bodyLimit?: number;
  /** Set when the route answers this media type as is instead of JSON { data } (the calendar feed). */
  produces?: 'text/calendar';
};

/** One area's routes by name (CONVENTIONS §2: a map per area, merged in index.ts). */
export type RouteMap = Record<string, RouteDef>;

/** A route, checked against RouteDef, keeping its literal method, auth, access and schemas. */
export const route = <const R extends RouteDef>(r: R): R => r;

/** The names two of these maps both declare (never when each name is declared once). */
export type SharedNames<M extends Record<string, object>> = {
  [A in keyof M]: { [B in Exclude<keyof M, A>]: keyof M[A] & keyof M[B] }[Exclude<keyof M, A>];
}[keyof M];
