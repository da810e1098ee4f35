import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}
