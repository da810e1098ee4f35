import type { Locator, Page } from '@playwright/test';
import { chatByApi } from './chatRooms';
import { signInByApi } from './demo';
import { ChatPage } from './pages/ChatPage';
import { ProgramPage } from './pages/ProgramPage';
import { attachScreenshot } from './screenshots';
import { expect, test, type World } from './world';

/**
 * Nothing covers what a person reads (issue 20): the floating chat leaves the footer's copyright and
 * version line and Program's My Agenda column uncovered, the profile menu writes an e-mail whole or
 * broken at its dots and @, and the mobile chat has one back. Each test saves a screenshot (the
 * test's attachments) to look at.
 */

const VIEWER = 'attendee@lanyard.test';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box;
}

/**
 * The world's attendee has a room, so the floating launcher shows on tablet and desktop; signed
 * in as them. The room is the test's own (tests/e2e/world.ts).
 */
async function withARoom(page: Page, { accounts, events }: World): Promise<void> {
  const viewer = accounts.attendee.email;
  await chatByApi(page.request, accounts.booth.email, viewer, `Layout check ${Date.now()}`, events.live.id);
  await signInByApi(page, viewer);
}

test.describe('at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the chat launcher leaves the footer’s text uncovered', async ({ page, world }, testInfo) => {
    await withARoom(page, world);
    await page.goto('/event/list');
    const launcher = page.getByTestId('chat-panel-button');
    await expect(launcher).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect(footer.getByText(/©/)).toBeInViewport();
    await attachScreenshot(page, testInfo, 'footer');
    const button = await boxOf(launcher);
    for (const text of await footer.locator('a, p, span, select, button').all()) {
      if (!(await text.isVisible())) continue;
      expect(overlaps(button, await boxOf(text)), `launcher over "${await text.textContent()}"`).toBe(false);
    }
  });

  test('the open chat panel leaves Program’s My Agenda column uncovered', async ({
    page,
    world,
  }, testInfo) => {
    await withARoom(page, world);
    const program = new ProgramPage(page);
    await program.open(world.events.live.id);
    const agenda = page.getByRole('complementary', { name: 'My Agenda' });
    await expect(agenda).toBeVisible();
    await page.getByTestId('chat-panel-button').click();
    const panel = page.getByTestId('chat-panel-button').locator('..');
    await expect(page.getByTestId('chat-panel-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link').first()).toBeVisible();
    await attachScreenshot(page, testInfo, 'program with panel');
    expect(overlaps(await boxOf(panel), await boxOf(agenda))).toBe(false);
  });

  test('the profile menu writes the e-mail whole', async ({ page }, testInfo) => {
    await signInByApi(page, VIEWER);
    await page.goto('/event/list');
    await page.getByRole('button', { name: 'Profile' }).first().click();
    const email = page.getByRole('region', { name: /profile/i }).getByText(VIEWER, { exact: true });
    await expect(email).toBeVisible();
    await attachScreenshot(page, testInfo, 'profile menu');
  });
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a conversation has one back, to the chat list', async ({ page, world }, testInfo) => {
    await withARoom(page, world);
    const chat = new ChatPage(page);
    await page.goto('/chat');
    await chat.expectOpen();
    await chat.room('Elif Şahin').click();
    await expect(chat.composer()).toBeVisible();
    await attachScreenshot(page, testInfo, 'conversation');
    const backs = page.getByRole('button', { name: /^Back/ });
    await expect(backs).toHaveCount(1);
    await backs.click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(chat.room('Elif Şahin')).toBeVisible();
  });
});
