import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { routes, type RouteName } from '@shared/api/routes';
import { poolErrors } from './errors';
import type { Config } from '../config';

/** The identity calls: the user-pool operations, the token exchange and registration. */
const IDENTITY_ROUTES = [
  'authSignIn',
  'authSignUp',
  'authForgotPassword',
  'authConfirmForgotPassword',
  'authChangePassword',
  'authRefresh',
  'userToken',
  'userSignup',
] as const satisfies readonly RouteName[];

/** Counters kept per limit; past it the least recently used go first. */
const MAX_KEYS = 50_000;
/** The longest e-mail address is 254 characters; a longer "account" is cut (the schema refuses it anyway). */
const MAX_ACCOUNT_KEY = 320;

/**
 * The account a call names, from its body before validation: username, else e-mail, normalised as
 * the schemas do. Null when there is none (a ticket-only sign-up, a refresh, a password change).
 */
function accountOf(request: FastifyRequest): string | null {
  const body = request.body as { username?: unknown; email?: unknown } | null | undefined;
  const login = typeof body?.username === 'string' ? body.username : body?.email;
  if (typeof login !== 'string') return null;
  const key = login.trim().toLowerCase().slice(0, MAX_ACCOUNT_KEY);
  return key === '' ? null : key;
}

/**
 * Per-address and per-account limits on the identity calls (@fastify/rate-limit's counters, one
 * bucket per address and one per account across all those calls), on top of the lockout, which
 * limits password guesses. A refused call answers 429 LimitExceededException in the usual error
 * shape with Retry-After. Counters live in this node's memory (docs/configuration.md). Register
 * before the routes: the limits attach to them as they are added.
 */
export async function limitIdentityCalls(
  app: FastifyInstance,
  limits: Config['identityRateLimit'],
): Promise<void> {
  await app.register(rateLimit, { global: false });
  const common = { timeWindow: limits.windowMs, cache: MAX_KEYS };
  const byAddress = app.createRateLimit({ ...common, max: limits.perIp });
  const byAccount = app.createRateLimit({
    ...common,
    max: limits.perAccount,
    keyGenerator: (request) => accountOf(request) ?? '',
  });

  async function refuseWhenExceeded(
    limiter: typeof byAddress,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw poolErrors.limitExceeded();
  }

  // preHandler: the body is parsed by then, so the account is known before any work is done.
  const limit: preHandlerAsyncHookHandler = async (request, reply) => {
    await refuseWhenExceeded(byAddress, request, reply);
    if (accountOf(request) !== null) await refuseWhenExceeded(byAccount, request, reply);
  };

  const limited = new Set<string>(
    IDENTITY_ROUTES.map((name) => `${routes[name].method} ${routes[name].path}`),
  );
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify answers HEAD with the GET handler: the token exchange runs for HEAD too.
    const named = (method: string) => `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
    if (!methods.some((method) => limited.has(named(method)))) return;
    const existing = route.preHandler;
    route.preHandler = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      limit,
    ];
  });
}
