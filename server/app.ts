import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/errorHandler';
import { limitIdentityCalls } from './auth/identityRateLimits';
import { parseJsonBodies } from './http/jsonBody';
import { useRequestErrorKeys } from './http/requestErrors';
import { registerRoutes } from './http/route';
import { serveProfilePhotos } from './http/profilePhotos';
import { serveResources } from './http/resources';
import { registerSecurityHeaders } from './http/securityHeaders';
import { serveBundles } from './http/webBundle';
import { createBus } from './live/bus';
import { createAccessLost } from './live/accessLoss';
import { createLiveHub } from './live/hub';
import { createPublish, createTopicChanged } from './live/publish';
import type { Mailer } from './mail/mailer';
import { routeHandlers } from './routes';
import { authenticateToken, liveRoutes } from './routes/live';
import { openApiRoutes } from './routes/openapi';
import { testWorldRoutes } from './routes/testWorlds';
import { createServices, type Services } from './services';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Overrides the clock (tests); defaults to Date.now. */
  now?: () => number;
  /** Overrides where mail goes (tests); defaults to SMTP_URL or the outbox. */
  mailer?: Mailer;
}

export interface LanyardApp {
  app: FastifyInstance;
  services: Services;
}

/** The Fastify app: routes of the shared table, the realtime socket and the web bundle. */
export async function buildApp({ config, database, now, mailer }: AppOptions): Promise<LanyardApp> {
  useRequestErrorKeys();
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Only these peers may name the client's address (per-address limits count by it).
    trustProxy: config.trustProxy,
    // One line per request drowns the start-up output; operators who want it set LOG_LEVEL=debug.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
  });
  installErrorHandler(app);
  parseJsonBodies(app);
  const bus = createBus(database);
  await bus.start();
  const services = createServices({
    config,
    database,
    publish: createPublish(bus),
    changed: createTopicChanged(bus),
    endSessions: (userId) => bus.notice({ type: 'sessionsEnded', userId }),
    accessLost: createAccessLost(bus),
    ...(now ? { now } : {}),
    ...(mailer ? { mailer } : {}),
  });
  app.decorate('authenticate', (request: FastifyRequest) =>
    services.users.authenticate(request.headers.authorization),
  );
  const hub = createLiveHub({
    live: services.live,
    bus,
    authenticate: (token) => authenticateToken(app, token),
  });
  bus.onNotice((notice) => {
    if (notice.type !== 'sessionsEnded') return;
    services.users.forgetSessions(notice.userId);
    hub.closeUser(notice.userId);
  });
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
    await services.jobQueue.close();
    services.mailer.close();
  });

  await registerSecurityHeaders(app);
  await app.register(websocket);
  // Outside the route table: the table's own description, and the realtime socket (an upgrade).
  openApiRoutes(app);
  liveRoutes(app, hub);
  if (config.testBuilders) testWorldRoutes(app, { config, database });
  // The identity calls' limits attach to their routes as they are added: before the table.
  await limitIdentityCalls(app, config.identityRateLimit);
  registerRoutes(app, routeHandlers(services));
  await serveResources(app);
  await serveProfilePhotos(app, config.dataDir);
  await serveBundles(app, { webDir: config.webDir, desktopDir: config.desktopDir });
  return { app, services };
}
