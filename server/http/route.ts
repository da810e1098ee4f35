import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { routes, type RouteName, type Routes } from '@shared/api/routes';
import { appError, invalidField } from './errors';
import { findInputProblem, problemField } from './inputGuard';

/** Who is calling: set from the app token on routes whose auth is 'user'. */
export interface AuthUser {
  userId: string;
  username: string;
}

type Parsed<R, F extends 'body' | 'query' | 'params'> =
  R extends Record<F, z.ZodType> ? z.output<R[F]> : undefined;

export interface RouteContext<K extends RouteName> {
  body: Parsed<Routes[K], 'body'>;
  query: Parsed<Routes[K], 'query'>;
  params: Parsed<Routes[K], 'params'>;
  user: Routes[K]['auth'] extends 'user' ? AuthUser : AuthUser | null;
  request: FastifyRequest;
}

export type RouteHandler<K extends RouteName> = (
  ctx: RouteContext<K>,
) => Promise<z.input<Routes[K]['response']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the Authorization header to a user or throws a 401 AppError. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
  }
}

/**
 * Parses one part of a request with its schema; 400 MST-00400 names the first failing field. Path
 * parameters and the query meet the input guard first, as JSON bodies do in their parser
 * (server/http/jsonBody.ts): a string PostgreSQL cannot store never reaches a schema or a query.
 */
function parse<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: 'params' | 'query' | 'body',
): z.output<T> {
  const problem = where === 'body' ? null : findInputProblem(value);
  if (problem) throw invalidField(problemField(problem, where), problem.message);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalidField(issue?.path.length ? issue.path.join('.') : where, issue?.message ?? 'invalid');
}

/**
 * Registers one route of the shared table: parses params, query and body with its schemas,
 * authenticates when the route needs a user, and wraps the result as { data }, never to be cached.
 */
export function handle<K extends RouteName>(app: FastifyInstance, name: K, handler: RouteHandler<K>): void {
  const def = routes[name];
  app.route({
    method: def.method,
    url: def.path,
    handler: async (request, reply) => {
      const params = 'params' in def ? parse(def.params, request.params, 'params') : undefined;
      const query = 'query' in def ? parse(def.query, request.query, 'query') : undefined;
      const body = 'body' in def ? parse(def.body, request.body, 'body') : undefined;
      const user = def.auth === 'user' ? await app.authenticate(request) : null;
      const data = await handler({ body, query, params, user, request } as RouteContext<K>);
      // Answers are someone's data or tokens: no browser or proxy cache may keep them.
      return reply.header('cache-control', 'no-store').send({ data });
    },
  });
}

type DocumentRouteName = {
  [K in RouteName]: Routes[K] extends { produces: string } ? K : never;
}[RouteName];

/**
 * Registers a route of the shared table that answers a document in its own media type (the table's
 * `produces`, e.g. text/calendar) instead of JSON { data }. Params and query are parsed as for
 * `handle`; a null result is a 404 in the usual error shape.
 */
export function handleDocument<K extends DocumentRouteName>(
  app: FastifyInstance,
  name: K,
  handler: (ctx: Omit<RouteContext<K>, 'body' | 'user'>) => Promise<string | null>,
): void {
  const def = routes[name] as Routes[K] & { produces: string };
  app.route({
    method: def.method,
    url: def.path,
    handler: async (request, reply) => {
      const params = 'params' in def ? parse(def.params, request.params, 'params') : undefined;
      const query = 'query' in def ? parse(def.query as z.ZodType, request.query, 'query') : undefined;
      const document = await handler({ params, query, request } as Omit<RouteContext<K>, 'body' | 'user'>);
      if (document === null) throw appError('NotFound', 'Not found');
      return reply
        .header('content-type', `${def.produces}; charset=utf-8`)
        .header('cache-control', 'private, no-cache')
        .send(document);
    },
  });
}
