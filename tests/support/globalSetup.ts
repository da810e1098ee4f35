import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot, openDatabase } from '../../server/db/client';
import { testEngines, type ProvidedPostgres } from './engines';
import { runSql, startPostgres } from './postgres';

const TEMPLATE_DATABASE = 'lanyard_template';

/**
 * Server suite: migrate once, and let every test file copy the result. For PGlite a snapshot of a
 * migrated data folder in a temp file (PGlite's loadDataDir); for PostgreSQL a throwaway cluster
 * with a migrated template database. Both are removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engines = testEngines();
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    project.provide(
      'pgliteSnapshot',
      engines.includes('pglite') ? await writePgliteSnapshot(cleanups) : null,
    );
    project.provide('postgres', engines.includes('postgres') ? await startTemplateCluster(cleanups) : null);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}

async function writePgliteSnapshot(cleanups: (() => Promise<void>)[]): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-pglite-template-'));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  return file;
}

async function startTemplateCluster(cleanups: (() => Promise<void>)[]): Promise<ProvidedPostgres> {
  const cluster = await startPostgres();
  cleanups.push(() => cluster.stop());
  await runSql(cluster.adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const template = await openDatabase({ databaseUrl: cluster.urlFor(TEMPLATE_DATABASE), pgliteDir: null });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  return { adminUrl: cluster.adminUrl, templateDatabase: TEMPLATE_DATABASE };
}
