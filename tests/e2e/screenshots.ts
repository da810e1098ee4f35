import type { Page, TestInfo } from '@playwright/test';

/** A screenshot of the page among the test's attachments (and in its output folder), to look at. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
