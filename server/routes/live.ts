import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveHub } from '../live/hub';

/** GET /v1/live: the realtime WebSocket (protocol in docs/realtime.md). */
export function liveRoutes(app: FastifyInstance, hub: LiveHub): void {
  app.get('/v1/live', { websocket: true }, (socket) => hub.accept(socket));
}

/**
 * The socket's first message carries the app token; it is checked by the same app.authenticate
 * the REST routes use, given the token as a bearer header.
 */
export function authenticateToken(app: FastifyInstance, token: string) {
  const request = { headers: { authorization: `Bearer ${token}` } } as unknown as FastifyRequest;
  return app.authenticate(request);
}
