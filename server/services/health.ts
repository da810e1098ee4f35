import { sql } from 'drizzle-orm';
import type { Database, Engine } from '../db/client';

export function createHealthService(database: Database) {
  return {
    /** Answers the engine once the database has answered a query. */
    async check(): Promise<Engine> {
      await database.db.execute(sql`select 1`);
      return database.engine;
    },
  };
}
