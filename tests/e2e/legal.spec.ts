import { LANGUAGES } from '@shared/constants';
import { expect, test } from './support';

/** The legal pages on a 390 px phone, in every language: nothing wider than the screen. */

test.use({ viewport: { width: 390, height: 844 } });

for (const language of LANGUAGES) {
  test(`in ${language}, the legal pages fit a 390 px screen without scrolling sideways`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('lanyard.language', lng), language);
    for (const path of ['/privacy-notice', '/terms', '/cookies']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const root = document.scrollingElement!;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(clientWidth);
    }
  });
}
