import os from 'node:os';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { testEngines } from './tests/support/engines';

/**
 * End-to-end tests in Debian's Chromium against a real server started from `lanyard serve` on a
 * fresh database: it builds the web bundle and the desktop renderer (/desktop/) when stale,
 * migrates and seeds the demo. The journeys run once, in project "pglite" (the embedded engine);
 * project "postgres" is a small smoke set (tests/e2e/smoke/) in the browser against two server
 * nodes on one throwaway PostgreSQL database (tests/support/e2ePostgresServer.ts). The server suite
 * runs every server test on both engines. TEST_ENGINES narrows the projects as in the server suite.
 * Tests that need the server's files (the mail outbox) read `testInfo.project.metadata.dataDir`.
 */

// E2E_PORT moves both servers (pglite on it, postgres on the next port) so two runs can share a machine.
const basePort = Number(process.env.E2E_PORT ?? 18080);
// A moved run also builds its own bundles, so a rebuild in one run does not pull files from under another.
const bundleDirs: Record<string, string> = process.env.E2E_PORT
  ? { WEB_DIR: `.tmp/web-${basePort}`, DESKTOP_DIR: `.tmp/desktop-${basePort}` }
  : {};
const pglite = { engine: 'pglite', port: basePort, dataDir: `.tmp/e2e-pglite-${basePort}` } as const;
const postgres = {
  engine: 'postgres',
  port: basePort + 1,
  secondPort: basePort + 2,
  dataDir: `.tmp/e2e-postgres-${basePort}`,
} as const;
const smokeSpecs = /\/smoke\//;
const engines = testEngines();
const baseURL = (port: number) => `http://127.0.0.1:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: chromiumLaunchOptions,
};

export default defineConfig({
  testDir: 'tests/e2e',
  // The printing tests run ippeveprinter, which needs D-Bus and avahi-daemon: started once here.
  globalSetup: './tests/support/dnsSdSetup.ts',
  outputDir: 'test-results',
  // One worker per core: the servers and Chromium share the same cores.
  workers: os.availableParallelism(),
  // A busy machine (CI, or two runs at once) answers a sign-in — argon2id at its real cost — or a
  // page's first render in seconds, not milliseconds: assertions wait up to 10 s, a test 60 s.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  // No retries: a test that fails once fails the run, so a flaky test is seen and its cause fixed
  // (docs/tooling.md); its trace is kept.
  retries: 0,
  // Every test that writes makes its own world (tests/e2e/world.ts), so any two can run at once.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'pglite',
      metadata: pglite,
      testIgnore: smokeSpecs,
      use: { ...chromium, baseURL: baseURL(pglite.port) },
    },
    {
      name: 'postgres',
      metadata: postgres,
      testMatch: smokeSpecs,
      use: { ...chromium, baseURL: baseURL(postgres.port) },
    },
  ].filter((project) => engines.includes(project.metadata.engine)),
  webServer: [
    engines.includes('pglite') &&
      webServer(pglite, `rm -rf ${pglite.dataDir} && node bin/lanyard.js serve --build`),
    engines.includes('postgres') &&
      webServer(
        postgres,
        `rm -rf ${postgres.dataDir} && node --import tsx tests/support/e2ePostgresServer.ts`,
        // Ready when the second node answers: the wrapper starts it once the first one is up.
        { SECOND_PORT: String(postgres.secondPort) },
        baseURL(postgres.secondPort),
      ),
  ].filter((server) => server !== false),
});

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];

/** A fresh server per run: its data folder is removed first, so the demo seed is what tests see. */
function webServer(
  server: typeof pglite | typeof postgres,
  command: string,
  extraEnv: Record<string, string> = {},
  readyAt = baseURL(server.port),
): WebServer {
  return {
    name: server.engine,
    command,
    url: `${readyAt}/v1/health`,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      PUBLIC_URL: baseURL(server.port),
      LOG_LEVEL: 'warn',
      LANYARD_TEST_BUILDERS: '1',
      ...bundleDirs,
      ...extraEnv,
    },
    reuseExistingServer: false,
    // The first start may build the web bundle; the seed writes 300+ attendees.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close its database and the postgres wrapper remove its cluster.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  };
}
