import { expect, test, watchContentSecurityPolicy } from './support';

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
