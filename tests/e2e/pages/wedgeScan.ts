import type { Page } from '@playwright/test';

export interface WedgeScanOptions {
  /** The scanner is configured with an Enter suffix (the common setting); default: none. */
  enter?: boolean;
}

/**
 * A keyboard-wedge scanner's burst: every character's keydown dispatched in the page at once, as a
 * scanner delivers them. page.keyboard.type sends one key per round trip to the browser, and on a
 * loaded machine those round trips can stall longer than the wedge's gap between characters, which
 * splits a code no hardware scanner would split.
 */
export async function wedgeScan(page: Page, code: string, options: WedgeScanOptions = {}): Promise<void> {
  const keys = [...code, ...(options.enter ? ['Enter'] : [])];
  await page.evaluate((burst) => {
    const target = document.activeElement ?? document.body;
    for (const key of burst) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }, keys);
}
