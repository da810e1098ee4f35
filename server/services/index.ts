import type { Config } from '../config';
import type { Database } from '../db/client';
import { createHealthService } from './health';

export interface ServiceDeps {
  config: Config;
  database: Database;
}

/** Builds every service once per app; routes receive this container. */
export function createServices(deps: ServiceDeps) {
  return {
    health: createHealthService(deps.database),
  };
}

export type Services = ReturnType<typeof createServices>;
