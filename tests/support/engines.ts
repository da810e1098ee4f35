import type { Engine } from '../../server/db/client';

/**
 * The engines the server suite runs on: both by default; TEST_ENGINES=pglite (or postgres)
 * narrows it, e.g. on a machine without Debian's postgresql package.
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): Engine[] {
  const wanted = (env.TEST_ENGINES ?? 'pglite,postgres').split(',').map((e) => e.trim());
  const engines = (['pglite', 'postgres'] as const).filter((e) => wanted.includes(e));
  if (engines.length === 0)
    throw new Error(`TEST_ENGINES=${env.TEST_ENGINES} names no engine (pglite, postgres)`);
  return engines;
}

/** What globalSetup hands the test files through vitest's provide/inject. */
export interface ProvidedPostgres {
  adminUrl: string;
  /** A database with every migration applied; test databases are copies of it. */
  templateDatabase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres | null;
    /** A migrated PGlite data folder's tarball (tests/support/globalSetup.ts); null without PGlite. */
    pgliteSnapshot: string | null;
  }
}
