import { LIVE_EVENT_ID, signInByApi } from './demo';
import { AttendeesPage } from './pages/AttendeesPage';
import { attachScreenshot } from './screenshots';
import { expect, test } from './support';

/**
 * A text search says why each person is in its results (issue 20, docs/networking.md "Why a person
 * matched"): every card the demo's "robot" search shows either has the word on the card already
 * (name, job line) or a line naming the field it was found in, the hit marked.
 */

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every result of a text search shows where it was found (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInByApi(page, 'attendee@lanyard.test');
    const directory = new AttendeesPage(page);
    await directory.open(LIVE_EVENT_ID);
    const everyone = await directory.count();
    await directory.search().fill('robot');
    await expect.poll(() => directory.count()).toBeLessThan(everyone);

    const cards = await directory.cards().all();
    expect(cards.length).toBeGreaterThan(1);
    let snippets = 0;
    for (const card of cards.slice(0, 8)) {
      // Each card shows the word: on its name or job line, or on the line saying where it was found.
      await expect(card).toContainText(/robot/i);
      const why = card.getByTestId('search-reason');
      if ((await why.count()) === 0) continue;
      snippets += 1;
      await expect(why).toHaveText(/^(Offers|Looking for|About): /);
      await expect(why.locator('mark')).toHaveText(/^robot$/i);
    }
    // The demo's robotics people have the word only in what they offer or seek.
    expect(snippets).toBeGreaterThan(0);
    await attachScreenshot(page, testInfo, `robot search ${viewport.width}`);
  });
}
