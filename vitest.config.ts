import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { sharedAlias } from './vite.aliases';
import { i18nStrings } from './vite.i18nStrings';

const rendererDir = fileURLToPath(new URL('./renderer/src/', import.meta.url));

/** How renderer modules resolve in the unit and component tests: as the web build resolves them. */
const asTheWebBuild = {
  // Renderer modules reach the catalogues' parts (renderer/src/i18n/parts.ts).
  plugins: [i18nStrings()],
  // Renderer rules import other features through their index.ts, which reaches the platform and the
  // build's constants.
  resolve: {
    alias: [{ find: /^@platform\/(.*)$/, replacement: `${rendererDir}platform/$1/index.web.ts` }],
  },
  define: { __APP_VERSION__: JSON.stringify('test'), __BUILD_TIME__: JSON.stringify('test') },
};

/** Starts a throwaway PostgreSQL cluster for the server tests. */
const serverGlobalSetup = 'tests/support/globalSetup.ts';
/** Starts D-Bus and avahi-daemon once for the files that run ippeveprinter. */
const dnsSdGlobalSetup = 'tests/support/dnsSdSetup.ts';

export default defineConfig({
  resolve: { alias: [sharedAlias] },
  test: {
    // The second reporter repeats unhandled errors after the summary (tests/support/unhandledErrorsLast.ts).
    reporters: ['default', './tests/support/unhandledErrorsLast.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/buildConstants.ts'],
        },
        ...asTheWebBuild,
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          // Screens render into happy-dom (a DOM without layout): states, not geometry, are tested here.
          environment: 'happy-dom',
          // A form's render and typing take a few seconds on a machine loaded 10 times over its cores.
          testTimeout: 15_000,
          setupFiles: ['tests/support/buildConstants.ts', 'tests/component/support/setup.ts'],
        },
        ...asTheWebBuild,
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
          // A file's app starts from the migrated snapshot in a few seconds; on a machine loaded
          // fifteen times over its cores that took up to 30 s, so the set-up gets twice that.
          hookTimeout: 60_000,
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
