import type { Config } from '../config';
import type { Database } from '../db/client';
import { createEventsService } from './events';
import { createHealthService } from './health';
import { createLiveService } from './live';

/** Pushes a topic's new value to every subscriber on every node (server/live/bus.ts). */
export type Publish = (topicPath: string, value: unknown) => Promise<void>;

export interface ServiceDeps {
  config: Config;
  database: Database;
  /**
   * Realtime: call AFTER the transaction that changed the data has committed, with the topic path
   * (shared/live/topics.ts topicPath) and the topic's full new value, e.g.
   * `await deps.publish(topicPath('ui', { userId }), settings)`.
   */
  publish: Publish;
}

/** Builds every service once per app; routes receive this container. */
export function createServices(deps: ServiceDeps) {
  return {
    health: createHealthService(deps.database),
    events: createEventsService(deps),
    live: createLiveService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;
