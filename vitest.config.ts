import { defineConfig } from 'vitest/config';
import { sharedAlias } from './vite.aliases';

/** Starts a throwaway PostgreSQL cluster for the server tests. */
const serverGlobalSetup = 'tests/support/globalSetup.ts';
/** Starts D-Bus and avahi-daemon once for the files that run ippeveprinter. */
const dnsSdGlobalSetup = 'tests/support/dnsSdSetup.ts';

export default defineConfig({
  resolve: { alias: [sharedAlias] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
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
          globalSetup: [serverGlobalSetup],
        },
      },
      {
        extends: true,
        test: {
          name: 'devices',
          include: ['tests/devices/**/*.test.ts'],
          environment: 'node',
          // Real protocol peers (ippeveprinter, TCP listeners, socat pairs) run beside each file.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: [dnsSdGlobalSetup],
        },
      },
    ],
  },
});
