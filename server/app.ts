import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/errorHandler';
import { serveWebBundle } from './http/webBundle';
import { createBus } from './live/bus';
import { healthRoutes } from './routes/health';
import { createServices, type Services } from './services';

export interface AppOptions {
  config: Config;
  database: Database;
}

export interface LanyardApp {
  app: FastifyInstance;
  services: Services;
}

/** The Fastify app: routes of the shared table, the realtime socket and the web bundle. */
export async function buildApp({ config, database }: AppOptions): Promise<LanyardApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  installErrorHandler(app);
  const bus = createBus(database);
  await bus.start();
  app.addHook('onClose', () => bus.close());
  const services = createServices({ config, database, publish: (topic, value) => bus.publish(topic, value) });

  await app.register(websocket);
  healthRoutes(app, services);
  await serveWebBundle(app, config.webDir);
  return { app, services };
}
