import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { testEngines, type ProvidedPostgres } from './engines';
import { runSql, startPostgres } from './postgres';

const TEMPLATE_DATABASE = 'lanyard_template';

/**
 * Server suite: when PostgreSQL is among the engines, start a throwaway cluster, migrate a
 * template database once, and hand its address to the test files; stop and remove it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!testEngines().includes('postgres')) {
    project.provide('postgres', null);
    return async () => {};
  }
  const cluster = await startPostgres();
  try {
    await runSql(cluster.adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const template = await openDatabase({ databaseUrl: cluster.urlFor(TEMPLATE_DATABASE), pgliteDir: null });
    await template.migrate();
    await template.close();
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  const provided: ProvidedPostgres = { adminUrl: cluster.adminUrl, templateDatabase: TEMPLATE_DATABASE };
  project.provide('postgres', provided);
  return () => cluster.stop();
}
