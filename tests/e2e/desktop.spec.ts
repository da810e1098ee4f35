import { DESKTOP_BASE } from './pages/DesktopApp';
import { DEMO_PASSWORD, expect, test } from './support';

/**
 * The desktop renderer (the Electron build, `@platform/*` → index.electron.ts) as the server serves
 * it under /desktop/ for the desktop shell: same origin as the API, routes under the base, and the
 * platform talking to window.lanyard — here a recording stand-in, since Chromium has no preload.
 */

test('the desktop renderer signs in and lists events under /desktop/, through window.lanyard', async ({
  page,
  desktop,
  events,
}) => {
  const broken: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/v1/')) {
      broken.push(`${response.status()} ${response.url()}`);
    }
  });
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await desktop.installBridge();

  await desktop.auth.signIn('attendee@lanyard.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(`${DESKTOP_BASE}/event/list`);
  await events.expectOpen();

  // The desktop platform is the one running: it subscribed to the kiosk's idle reset at start.
  expect(await desktop.calls()).toContainEqual({ method: 'on', args: ['kiosk:idleReset'] });

  // An idle reset from main brings the page back to the start screen, inside the base.
  await page.goto(`${DESKTOP_BASE}/privacy-notice`);
  await expect(page).toHaveURL(`${DESKTOP_BASE}/privacy-notice`);
  await expect.poll(async () => (await desktop.calls()).some((call) => call.method === 'on')).toBe(true);
  await desktop.emit('kiosk:idleReset', { at: Date.now() });
  await expect(page).toHaveURL(`${DESKTOP_BASE}/event/list`);
  await events.expectOpen();

  expect(broken).toEqual([]);
  expect(errors).toEqual([]);
});

test('a browser without the desktop app gets a notice, not a crash, and the way to the web app', async ({
  page,
  desktop,
  auth,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await page.goto(`${DESKTOP_BASE}/login`);
  await expect(desktop.notice()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  expect(errors).toEqual([]);

  await desktop.toWebApp().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(new URL(page.url()).pathname).toBe('/login');
  await auth.acceptCookies();
  await expect(page.getByLabel('Email')).toBeVisible();
});
