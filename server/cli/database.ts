import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createDirectoryRepository } from '../db/repositories/directory';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}

/**
 * Applies the migrations, then fills the directory columns (search document, name key, category
 * choices) of participants written before migration 0006 added them, which a migration cannot
 * compute: they are made by shared/rules/directoryColumns.ts. Answers how many rows it filled.
 */
export async function migrateDatabase(database: Database): Promise<number> {
  await database.migrate();
  return createDirectoryRepository(database.db).backfillColumns();
}
