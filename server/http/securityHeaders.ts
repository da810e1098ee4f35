import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '@shared/security/contentSecurityPolicy';

/**
 * Security headers on every response (pages, assets, API answers and errors) through helmet:
 * `X-Content-Type-Options: nosniff`, the app's Content-Security-Policy (the one the desktop shell
 * also enforces) with `frame-ancestors 'self'` and X-Frame-Options to match for older browsers.
 * Changed from helmet's defaults, and why:
 * - No Strict-Transport-Security: the server speaks plain HTTP and does not know whether a proxy in
 *   front of it terminates TLS for this host name; HSTS belongs to that proxy.
 * - Cross-Origin-Opener-Policy `same-origin-allow-popups`: the app opens the conference and legal
 *   pages in new windows and must keep the handle of a window it opened before knowing its URL.
 * Registered before the routes, so its hook runs for all of them.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, sources]) => [name, [...sources]]),
      ),
    },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
