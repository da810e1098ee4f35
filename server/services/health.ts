import { sql } from 'drizzle-orm';
import type { Engine } from '../db/client';
import type { AppDeps } from './deps';

export function createHealthService({
  database,
  directoryIndexCache,
}: Pick<AppDeps, 'database' | 'directoryIndexCache'>) {
  return {
    /** Answers the engine once the database has answered a query. */
    async check(): Promise<Engine> {
      await database.db.execute(sql`select 1`);
      return database.engine;
    },

    /** What this node holds in memory for the attendee directory (docs/networking.md "Directory index"). */
    directoryIndex: () => directoryIndexCache.stats(),
  };
}
