import { DEMO_PASSWORD, expect, test } from './support';

// Chromium resolves summit.lanyard.test (the demo's upcoming event domain) to this machine: tests/support/chromium.ts.

test('the login is branded for that event and signing in leads into it', async ({ page, auth, baseURL }) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://summit.lanyard.test:${port}/login`);
  await auth.acceptCookies();
  await expect(page.getByTestId('event-branding')).toContainText('Hudson Product Forum');

  await page.getByLabel('Email').fill('attendee@lanyard.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/event\/[0-9a-f]{32}\/sessions$/);
});

test('the generic login on an internal host shows no event branding', async ({ page, auth }) => {
  await auth.openLogin();
  await expect(page.getByRole('region', { name: 'What you can do with Lanyard' })).toBeVisible();
  await expect(page.getByTestId('event-branding')).toHaveCount(0);
});
