import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against a real server started from `lanyard serve` on a
 * fresh database: it builds the web bundle when stale, migrates and seeds the demo. Tests that need
 * the server's files (the mail outbox) read `testInfo.project.metadata.dataDir`.
 */

const pglite = { port: 18080, dataDir: '.tmp/e2e-pglite' };
const baseURL = (port: number) => `http://127.0.0.1:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 2,
  retries: 0,
  fullyParallel: false,
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
      use: { ...chromium, baseURL: baseURL(pglite.port) },
    },
  ],
  webServer: [
    {
      name: 'pglite',
      // A fresh embedded database every run, so the demo seed is what the tests see.
      command: `rm -rf ${pglite.dataDir} && node bin/lanyard.js serve --build`,
      url: `${baseURL(pglite.port)}/v1/health`,
      env: {
        PORT: String(pglite.port),
        HOST: '127.0.0.1',
        DATA_DIR: pglite.dataDir,
        PUBLIC_URL: baseURL(pglite.port),
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      // The first start may build the web bundle and seeds 300+ attendees.
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
