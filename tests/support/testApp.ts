import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type LanyardApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database, type Engine } from '../../server/db/client';
import type { Mailer } from '../../server/mail/mailer';
import type { Services } from '../../server/services';
import { testEngines } from './engines';
import { createDatabaseFrom, dropDatabase } from './postgres';

/** The engines to run every server test on: describe.each(engines)('… on %s', (engine) => …). */
export const engines: Engine[] = testEngines();

export interface TestAppOptions {
  engine: Engine;
  /** The clock for expiries, lockouts and tokens (tests/support/clock.ts). */
  now?: () => number;
  /** Extra environment for loadConfig, e.g. { SMTP_URL }. */
  env?: Record<string, string>;
  mailer?: Mailer;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: Config;
  database: Database;
  /** This app's DATA_DIR (outbox, signing keys): a fresh temp folder. */
  dataDir: string;
  /** Closes the app and the database, drops the PostgreSQL database, removes dataDir. */
  close(): Promise<void>;
}

/**
 * A full app on a fresh database: PGlite in memory started from the suite's migrated snapshot, or a
 * new PostgreSQL database copied from the migrated template of the suite's cluster
 * (tests/support/globalSetup.ts). migrate() still runs (it finds nothing to do); logging is silent;
 * argon2id runs with small (still real) costs.
 */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-test-'));
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl: string | null = null;
  if (options.engine === 'postgres') {
    const provided = inject('postgres');
    if (!provided) throw new Error('No PostgreSQL cluster: is tests/support/globalSetup.ts the globalSetup?');
    const name = `lanyard_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabaseFrom(provided.adminUrl, name, provided.templateDatabase);
    const url = new URL(provided.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = () => dropDatabase(provided.adminUrl, name);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'no-web-bundle'),
    DESKTOP_DIR: path.join(dataDir, 'no-desktop-bundle'),
    PUBLIC_URL: 'http://lanyard.test',
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: null,
    ...(databaseUrl ? {} : { pgliteSnapshot: await pgliteSnapshot() }),
  });
  await database.migrate();
  const { app, services } = await buildApp({
    config,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    services,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let snapshot: Promise<Blob> | undefined;
/** The migrated PGlite snapshot of tests/support/globalSetup.ts, read once per test process. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    if (!file) throw new Error('No PGlite snapshot: is tests/support/globalSetup.ts the globalSetup?');
    return new Blob([await fs.readFile(file)]);
  })();
  return snapshot;
}

export interface SecondNode extends LanyardApp {
  database: Database;
  close(): Promise<void>;
}

/**
 * A second server node on the first one's PostgreSQL database and DATA_DIR (so the same signing
 * key), as in a scale-out: its own pool, bus listener, hub and caches.
 */
export async function createSecondNode(
  first: TestApp,
  options: { now?: () => number } = {},
): Promise<SecondNode> {
  const database = await openDatabase({ databaseUrl: first.config.databaseUrl, pgliteDir: null });
  const node = await buildApp({
    config: first.config,
    database,
    ...(options.now ? { now: options.now } : {}),
  });
  await node.app.ready();
  return {
    ...node,
    database,
    async close() {
      await node.app.close();
      await database.close();
    },
  };
}

/**
 * A describe block with two server nodes on one PostgreSQL database (node A the test app, node B a
 * second node): `nodes.a` and `nodes.b` inside its tests. Skipped when the run leaves PostgreSQL out.
 */
export function describeOnTwoNodes(
  name: string,
  body: (nodes: { readonly a: TestApp; readonly b: SecondNode }) => void,
): void {
  (engines.includes('postgres') ? describe : describe.skip)(name, () => {
    const nodes = {} as { a: TestApp; b: SecondNode };
    beforeAll(async () => {
      nodes.a = await createTestApp({ engine: 'postgres' });
      nodes.b = await createSecondNode(nodes.a);
    });
    afterAll(async () => {
      await nodes.b.close();
      await nodes.a.close();
    });
    body(nodes);
  });
}
