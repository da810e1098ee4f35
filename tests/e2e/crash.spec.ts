import type { Page } from '@playwright/test';
import { CrashScreen } from './pages/CrashScreen';
import { DEMO_PASSWORD, expect, test as base } from './support';

const test = base.extend<{ crash: CrashScreen }>({
  crash: async ({ page }, use) => use(new CrashScreen(page)),
});

const CRASH_MESSAGE = 'e2e: Date#toISOString refused';
/** sessionStorage outlives a reload in the same tab, so a test can lift the poison before reloading. */
const CURED_KEY = 'e2e-crash-cured';

/**
 * A real render error with no debug hook in the app: EventCard renders each event's start through
 * Date#toISOString (the <time dateTime>), so while that throws the event list cannot render and the
 * route's error element takes over.
 */
async function poisonEventCards(page: Page): Promise<void> {
  await page.addInitScript(
    ({ message, curedKey }) => {
      const toISOString = Date.prototype.toISOString;
      Date.prototype.toISOString = function (this: Date) {
        if (sessionStorage.getItem(curedKey)) return toISOString.call(this);
        throw new Error(message);
      };
    },
    { message: CRASH_MESSAGE, curedKey: CURED_KEY },
  );
}

async function cure(page: Page): Promise<void> {
  await page.evaluate((curedKey) => sessionStorage.setItem(curedKey, '1'), CURED_KEY);
}

test.beforeEach(async ({ page, auth }) => {
  await poisonEventCards(page);
  await auth.signIn('moderator@lanyard.test', DEMO_PASSWORD);
});

// What the crash page shows (the error, its trace, the three ways out) is a screen state:
// tests/component/app/statusPages.test.tsx. Here, the ways out after a real crash.
/** Both are full page loads (the crashed state is not reused), so each shows the list once cured. */
const waysOut = [
  { name: 'Reload', button: (crash: CrashScreen) => crash.reload() },
  { name: 'Go to event list', button: (crash: CrashScreen) => crash.toEventList() },
];

for (const { name, button } of waysOut) {
  test(`${name} shows the event list once the fault is gone`, async ({ page, crash, events }) => {
    await expect(crash.heading()).toBeVisible();
    await cure(page);
    await button(crash).click();
    await events.expectOpen();
    await expect(events.card(events.group('All Events'), 'Bosphorus Tech Summit')).toBeVisible();
    await expect(crash.heading()).toHaveCount(0);
  });
}
