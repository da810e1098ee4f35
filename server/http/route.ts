import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { routes, type RouteDef, type RouteMap, type RouteName, type Routes } from '@shared/api/routes';
import { appError, invalidField } from './errors';
import { findInputProblem, problemField } from './inputGuard';

/** Who is calling: set from the app token on routes whose auth is 'user'. */
export interface AuthUser {
  userId: string;
  username: string;
}

type Parsed<R, F extends 'body' | 'query' | 'params'> =
  R extends Record<F, z.ZodType> ? z.output<R[F]> : undefined;

interface RouteContext<K extends RouteName> {
  body: Parsed<Routes[K], 'body'>;
  query: Parsed<Routes[K], 'query'>;
  params: Parsed<Routes[K], 'params'>;
  user: Routes[K]['auth'] extends 'user' ? AuthUser : AuthUser | null;
  request: FastifyRequest;
}

/** What a document route's handler gets: no body, no user (the path carries its credential). */
type DocumentContext<K extends RouteName> = Omit<RouteContext<K>, 'body' | 'user'>;

/**
 * A route's handler: a JSON route answers its response schema's input (sent as { data }); a route
 * with `produces` (the calendar feed) answers its document as text, or null for a 404.
 */
type RouteHandler<K extends RouteName> = Routes[K] extends { produces: string }
  ? (ctx: DocumentContext<K>) => Promise<string | null>
  : (ctx: RouteContext<K>) => Promise<z.input<Routes[K]['response']>>;

/** One area's handlers (server/routes/<area>.ts): exactly the routes of its shared map. */
export type AreaHandlers<M extends RouteMap> = { [K in keyof M & RouteName]: RouteHandler<K> };

/** A handler for every route of the table: the server does not compile while one has none. */
export type RouteHandlers = AreaHandlers<Routes>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the Authorization header to a user or throws a 401 AppError. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
  }
}

/**
 * Parses one part of a request with its schema; 400 MST-00400 names the first failing field and a
 * validation key (the schema's, else requestErrors.ts). Path
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

/** A request as the registration loop parses it, before the route's own types apply. */
interface ParsedRequest {
  body?: unknown;
  query: unknown;
  params: unknown;
  user?: AuthUser | null;
  request: FastifyRequest;
}

/**
 * Registers every route of the shared table with its handler: parses params, query and body with
 * the route's schemas, authenticates when the route needs a user, and answers { data }, never to be
 * cached — or, for a route with `produces`, the document itself in that media type.
 */
export function registerRoutes(app: FastifyInstance, handlers: RouteHandlers): void {
  for (const name of Object.keys(routes) as RouteName[]) {
    const def: RouteDef = routes[name];
    // Each handler is typed by its route where it is written (RouteHandlers); here they are one kind.
    const handler = handlers[name] as (ctx: ParsedRequest) => Promise<unknown>;
    app.route({
      method: def.method,
      url: def.path,
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      handler: async (request, reply) => {
        const params = def.params ? parse(def.params, request.params, 'params') : undefined;
        const query = def.query ? parse(def.query, request.query, 'query') : undefined;
        if (def.produces) {
          const document = await handler({ params, query, request });
          if (document === null) throw appError('NotFound', 'Not found');
          return reply
            .header('content-type', `${def.produces}; charset=utf-8`)
            .header('cache-control', 'private, no-cache')
            .send(document);
        }
        const body = def.body ? parse(def.body, request.body, 'body') : undefined;
        const user = def.auth === 'user' ? await app.authenticate(request) : null;
        const data = await handler({ body, query, params, user, request });
        // Answers are someone's data or tokens: no browser or proxy cache may keep them.
        return reply.header('cache-control', 'no-store').send({ data });
      },
    });
  }
}
