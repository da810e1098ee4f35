import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** The server engineer's global setup (throwaway databases); referenced only once it exists. */
const serverGlobalSetup = 'tests/support/globalSetup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own server and database: separate processes, at most two at a
          // time on the 2-core machines this runs on.
          pool: 'forks',
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 30_000,
          ...(existsSync(serverGlobalSetup) ? { globalSetup: [serverGlobalSetup] } : {}),
        },
      },
    ],
  },
});
