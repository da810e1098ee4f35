import { LIVE_EVENT_ID, signInByApi } from './demo';
import { ProgramPage } from './pages/ProgramPage';
import { SpeakersPage } from './pages/SpeakersPage';
import { expect, test } from './support';

/**
 * The event tabs above an event's pages (spec core §2): the live demo event shows every tab this app
 * has a screen for. Which tabs a limited participant type sees is the rule's unit test
 * (tests/unit/shared/rules/eventTabs.test.ts).
 */

// Check-in staff: a participant with the attendees' tabs whom the profile wizard does not stop.
const STAFF = 'checkin@lanyard.test';

test('the tabs lead between the event screens, the open one marked, the arrow keys moving along them', async ({
  page,
  shell,
}) => {
  await signInByApi(page, STAFF);
  await new ProgramPage(page).open(LIVE_EVENT_ID);
  const tabs = shell.eventTabs();
  const links = tabs.getByRole('link');
  await expect(links).toHaveText(['Program', 'Speakers', 'Networking', 'Profile']);
  const program = tabs.getByRole('link', { name: 'Program' });
  const speakers = tabs.getByRole('link', { name: 'Speakers' });
  await expect(program).toHaveAttribute('aria-current', 'page');

  // One stop in the tab order, the open tab; the arrows, Home and End move along the tabs.
  await expect(tabs.locator('a[tabindex="0"]')).toHaveText('Program');
  await program.focus();
  await page.keyboard.press('ArrowRight');
  await expect(speakers).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(links.first()).toBeFocused();
  await speakers.focus();
  await page.keyboard.press('Enter');

  await new SpeakersPage(page).expectOpen();
  await expect(speakers).toHaveAttribute('aria-current', 'page');
  await expect(program).not.toHaveAttribute('aria-current', 'page');
});

test("on the event page, where no tab is open, the tab order's stop is the default tab, Networking", async ({
  page,
  shell,
}) => {
  await signInByApi(page, STAFF);
  await page.goto(`/event/${LIVE_EVENT_ID}`);
  const tabs = shell.eventTabs();
  await expect(tabs.getByRole('link', { name: 'Program' })).toBeVisible();
  await expect(tabs.locator('[aria-current]')).toHaveCount(0);
  await expect(tabs.locator('a[tabindex="0"]')).toHaveText('Networking');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tabs scroll sideways in their row; the page does not', async ({ page, shell }) => {
    await signInByApi(page, STAFF);
    await new ProgramPage(page).open(LIVE_EVENT_ID);
    const tabs = shell.eventTabs();
    const last = tabs.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Without a lobby yet, a phone's default tab is Networking too.
    await page.goto(`/event/${LIVE_EVENT_ID}`);
    await expect(tabs.locator('a[tabindex="0"]')).toHaveText('Networking');
  });
});
