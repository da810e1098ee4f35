import { LIVE_EVENT_ID, signInByApi } from './demo';
import { AttendeesPage } from './pages/AttendeesPage';
import { SpeakersPage } from './pages/SpeakersPage';
import { expect, test } from './support';

/**
 * A detail modal opens over the page it came from, which keeps its state beneath it (docs/renderer.md,
 * "Modals keep their page"; app/PageLayer.tsx): the invitation screen over the directory, a session
 * over the speakers, a speaker over the speakers. Closing it returns to that page as it was.
 */

const OWNER = 'Elif Şahin';
const DANIEL = 'Daniel Okafor';

/** The directory searched for the booth owner, whose card offers Meet; answers the page and the count. */
async function searchedDirectory(page: import('@playwright/test').Page) {
  await signInByApi(page, 'attendee@lanyard.test');
  const directory = new AttendeesPage(page);
  await directory.open(LIVE_EVENT_ID);
  await directory.search().fill('Elif');
  await expect(directory.card(OWNER)).toBeVisible();
  await expect.poll(() => directory.count()).toBeLessThan(50);
  return { directory, count: await directory.count() };
}

test.describe('at 1366 px wide', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Meet from a directory card opens over the directory, and closing it keeps the search and the list', async ({
    page,
  }) => {
    const { directory, count } = await searchedDirectory(page);

    await directory
      .card(OWNER)
      .getByRole('link', { name: `Meet: ${OWNER}` })
      .click();
    await expect(page).toHaveURL(/\/invitation\/[^/]+$/);
    const dialog = page.getByRole('dialog', { name: OWNER });
    await expect(dialog).toBeVisible();
    // Beneath it the directory, not the event page.
    await expect(page.locator('h1', { hasText: 'Networking' })).toBeAttached();
    await expect(page.locator('h1', { hasText: 'Bosphorus Tech Summit' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await directory.expectOpen();
    await expect(directory.search()).toHaveValue('Elif');
    await expect(directory.card(OWNER)).toBeVisible();
    expect(await directory.count()).toBe(count);
  });

  test('a session opened from a speaker card shows over the speakers, which keep their order', async ({
    page,
  }) => {
    await signInByApi(page, 'attendee@lanyard.test');
    const speakers = new SpeakersPage(page);
    await speakers.open(LIVE_EVENT_ID);
    const names = await speakers.names();
    await speakers.sortBy('Z–A');
    await expect.poll(() => speakers.names()).toEqual([...names].reverse());

    const session = speakers.sessions(speakers.card(DANIEL)).first().getByRole('link');
    const title = (await session.textContent())!.trim();
    await session.click();
    await expect(page).toHaveURL(/\/sessions\/[^/]+$/);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('h1', { hasText: 'Speakers' })).toBeAttached();
    // The event's tabs mark the page on screen, not the session's own Program.
    const tabs = page.getByRole('navigation', { name: 'Event tabs' });
    await expect(tabs.getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Program' })).not.toHaveAttribute('aria-current', 'page');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await speakers.expectOpen();
    expect(await speakers.names()).toEqual([...names].reverse());
  });

  test("a speaker's details open over the speakers, which keep their order", async ({ page }) => {
    await signInByApi(page, 'attendee@lanyard.test');
    const speakers = new SpeakersPage(page);
    await speakers.open(LIVE_EVENT_ID);
    const names = await speakers.names();
    await speakers.sortBy('Z–A');
    await expect.poll(() => speakers.names()).toEqual([...names].reverse());

    await speakers.card(DANIEL).getByRole('link', { name: DANIEL, exact: true }).click();
    const details = speakers.details(DANIEL);
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    await speakers.expectOpen();
    expect(await speakers.names()).toEqual([...names].reverse());
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Meet is a full page over the directory, and closing it keeps the search', async ({ page }) => {
    const { directory, count } = await searchedDirectory(page);

    await directory
      .card(OWNER)
      .getByRole('link', { name: `Meet: ${OWNER}` })
      .click();
    const dialog = page.getByRole('dialog', { name: OWNER });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.height).toBeGreaterThanOrEqual(843);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(directory.search()).toHaveValue('Elif');
    await expect(directory.card(OWNER)).toBeVisible();
    expect(await directory.count()).toBe(count);
  });
});
