import type { z } from 'zod';

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
  /** Bytes the body may have when more than the server's default (1 MB): the profile photo upload. */
  bodyLimit?: number;
  /** Set when the route answers this media type as is instead of JSON { data } (the calendar feed). */
  produces?: 'text/calendar';
}

/** One area's routes by name (CONVENTIONS §2: a map per area, merged in index.ts). */
export type RouteMap = Record<string, RouteDef>;

/** A route, checked against RouteDef, keeping its literal method, auth and schemas. */
export const route = <const R extends RouteDef>(r: R): R => r;

/** The names two of these maps both declare (never when each name is declared once). */
export type SharedNames<M extends Record<string, object>> = {
  [A in keyof M]: { [B in Exclude<keyof M, A>]: keyof M[A] & keyof M[B] }[Exclude<keyof M, A>];
}[keyof M];
