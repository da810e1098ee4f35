import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { readSqlFunctions } from './sqlFunctions';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /**
   * Runs the versioned migrations (server/db/migrations), then applies the SQL functions'
   * current definitions (server/db/functions); idempotent.
   */
  migrate(): Promise<void>;
  /** Raw LISTEN/NOTIFY for the realtime bus; PGlite supports both in-process. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends the payloads on the channel, in order, in one statement. */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * pg_trgm: migration 0006 creates the extension (its trigram index backed the directory's text
 * search until the in-memory directory of migration 0008); PostgreSQL has it from its contrib.
 */
export const pgliteExtensions = { pg_trgm };

/** `select pg_notify($1, $2), pg_notify($1, $3), …`: one statement for n payloads on channel $1. */
const notifyStatement = (n: number) =>
  `select ${Array.from({ length: n }, (_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every SQL function file (server/db/sqlFunctions.ts) in one transaction, so a file that
 * fails leaves the database's functions as they were. The advisory lock makes nodes that start
 * together apply them one after the other: two concurrent CREATE OR REPLACE of one function fail.
 */
async function applySqlFunctions(db: Db): Promise<void> {
  const files = await readSqlFunctions();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lanyard sql functions'))`);
    for (const file of files) await tx.execute(sql.raw(file.text));
  });
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data folder; null keeps the database in memory (tests). */
  pgliteDir: string | null;
  /** A PGlite data folder to start from (`migratedPgliteSnapshot`): the tests' template. */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir, opts.pgliteSnapshot);
}

/**
 * A migrated, empty in-memory PGlite database as a tarball of its data folder. The server tests
 * start each app from it (PGlite's loadDataDir) instead of creating and migrating a database per
 * file, the way PostgreSQL test databases are copies of a migrated template.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrateThroughPglite(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function migrateThroughPglite(client: PGlite): Promise<void> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await applySqlFunctions(db as unknown as Db);
}

async function openPglite(dir: string | null, snapshot?: Blob): Promise<Database> {
  if (dir) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migrateThroughPglite(client),
    listen: async (channel, onPayload) => {
      const unsub = await client.listen(channel, onPayload);
      return unsub;
    },
    notify: async (channel, payloads) => {
      await client.query(notifyStatement(payloads.length), [channel, ...payloads]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server may end an idle pooled connection (restart, failover, an administrator, DROP DATABASE
  // … WITH FORCE after a test). pg drops that client from the pool and emits 'error' on the pool;
  // without a listener that event would crash the process. The next query opens a new connection.
  pool.on('error', () => {});
  const nodeDb = drizzlePg({ client: pool, schema });
  const listeners: pg.PoolClient[] = [];
  return {
    db: nodeDb as unknown as Db,
    engine: 'postgres',
    migrate: async () => {
      await migratePg(nodeDb, { migrationsFolder });
      await applySqlFunctions(nodeDb as unknown as Db);
    },
    listen: async (channel, onPayload) => {
      const conn = await pool.connect();
      listeners.push(conn);
      conn.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await conn.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await conn.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.splice(listeners.indexOf(conn), 1);
        conn.release();
      };
    },
    notify: async (channel, payloads) => {
      await pool.query(notifyStatement(payloads.length), [channel, ...payloads]);
    },
    close: async () => {
      for (const conn of listeners.splice(0)) conn.release();
      await pool.end();
    },
  };
}
