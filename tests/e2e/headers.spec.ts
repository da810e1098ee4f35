import { openLiveEvent } from './demo';
import { CheckinConsole } from './pages/CheckinConsole';
import { watchContentSecurityPolicy } from './support';
import { expect, test } from './world';

test('the app is served with its CSP, which refuses a script the bundle did not bring', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the suite's fixture would fail this test on the violation it provokes.
  const context = await browser.newContext({ baseURL });
  try {
    const violations = await watchContentSecurityPolicy(context);
    const page = await context.newPage();
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src-elem refused inline'));
  } finally {
    await context.close();
  }
});

test('the app’s scripts arrive precompressed with brotli and cached as immutable', async ({ page }) => {
  const scripts: Promise<{ url: string; bytes: number; headers: Record<string, string> }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.length, headers: response.headers() })),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const script of loaded) {
    // Files under 1 KB get no compressed copy (vite.compression.ts): not worth it.
    if (script.bytes > 1024) expect(script.headers['content-encoding'], script.url).toBe('br');
    expect(script.headers['cache-control'], script.url).toBe('public, max-age=31536000, immutable');
    expect(script.headers.vary, script.url).toMatch(/accept-encoding/i);
  }
});

// The print page is a srcdoc frame with its own <style> and the badge image from a blob: URL: what
// the policy's style-src and img-src allow for it. The suite's fixture fails the test on a violation.
test('printing a badge through the browser’s print dialog runs under the CSP', async ({ page, world }) => {
  // A ticket of the test's own world (tests/e2e/world.ts) the seed did not check in.
  await openLiveEvent(page, world.accounts.checkin.email, '', world.events.live);
  const checkin = new CheckinConsole(page);
  await checkin.open();
  await checkin.configure({
    scanType: 'Individual',
    scanMethod: 'Handheld scanner',
    direction: 'Check in',
    areaId: 'allEvent',
    printMode: 'Directly',
    printer: 'Browser print dialog',
  });
  await checkin.start();
  await checkin.typeTicket(world.crowd[5]!.ticketNumber);
  await expect(checkin.result().getByText('Checked in', { exact: true })).toBeVisible();

  const printPage = page.waitForEvent('framenavigated', (frame) => frame.url() === 'about:srcdoc');
  await checkin.result().getByRole('button', { name: 'Print badge' }).click();
  await checkin.dialog().getByRole('button', { name: 'Print', exact: true }).click();
  const frame = await printPage;
  await frame.waitForLoadState();
  // The page's own stylesheet applies: the badge image fills the page, one page per copy.
  expect(await frame.evaluate(() => getComputedStyle(document.querySelector('.badge img')!).objectFit)).toBe(
    'contain',
  );
});
