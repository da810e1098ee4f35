import { sql } from 'drizzle-orm';
import type { Engine } from '../db/client';
import type { AppDeps } from './deps';

export function createHealthService({ database }: Pick<AppDeps, 'database'>) {
  return {
    /** Answers the engine once the database has answered a query. */
    async check(): Promise<Engine> {
      await database.db.execute(sql`select 1`);
      return database.engine;
    },
  };
}
