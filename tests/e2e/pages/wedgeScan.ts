import type { Page } from '@playwright/test';

/**
 * A keyboard-wedge scanner's burst: every character's keydown dispatched in the page at once, as a
 * scanner delivers them. page.keyboard.type sends one key per round trip to the browser, and on a
 * loaded machine those round trips can stall longer than the wedge's gap between characters, which
 * splits a code no hardware scanner would split.
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.evaluate((text) => {
    const target = document.activeElement ?? document.body;
    for (const key of text) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, code);
}
