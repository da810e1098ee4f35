import { randomBytes } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { latestCodeFor } from '../support/outbox';
import { watchContentSecurityPolicy } from './cspGuard';
import { watchMissingStrings } from './missingStrings';
import { AuthPages } from './pages/AuthPages';
import { DesktopApp } from './pages/DesktopApp';
import { EventListPage } from './pages/EventListPage';
import { Shell } from './pages/Shell';

export const DEMO_PASSWORD = 'Lanyard2026';

/** A registration nobody else in this run uses. */
export function newAccount() {
  return {
    name: 'Grace',
    surname: 'Hopper',
    email: `e2e-${randomBytes(5).toString('hex')}@example.test`,
    password: 'Compiler1952',
  };
}

export const test = base.extend<{
  auth: AuthPages;
  /** The desktop renderer the server serves under /desktop/, with a stand-in window.lanyard. */
  desktop: DesktopApp;
  events: EventListPage;
  shell: Shell;
  /** The newest six-digit code mailed to an address by the server under test. */
  mailedCode: (email: string) => Promise<string>;
}>({
  // Every test's pages run under the server's CSP and show no raw string key; either fails the test
  // (cspGuard.ts, missingStrings.ts).
  context: async ({ context }, use) => {
    const violations = await watchContentSecurityPolicy(context);
    const missing = watchMissingStrings(context);
    await use(context);
    expect(violations(), 'Content-Security-Policy violations').toEqual([]);
    expect(missing(), 'strings no loaded catalogue part holds').toEqual([]);
  },
  auth: async ({ page }, use) => use(new AuthPages(page)),
  desktop: async ({ page }, use) => use(new DesktopApp(page)),
  events: async ({ page }, use) => use(new EventListPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  // Playwright reads a fixture's dependencies from its destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  mailedCode: async ({}, use, testInfo) => {
    const { dataDir } = testInfo.project.metadata as { dataDir: string };
    await use((email) => latestCodeFor(dataDir, email));
  },
});

export { expect };
export { watchContentSecurityPolicy };
