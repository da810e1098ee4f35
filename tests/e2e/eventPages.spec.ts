import { LIVE_EVENT_ID } from './demo';
import { AttendeesPage } from './pages/AttendeesPage';
import { DEMO_PASSWORD, expect, test } from './support';

/** The pages of an event and what is drawn on them: addresses, banners, widths. */

test('an event sub-page without a screen is the not-found page, and Join leads to the landing page', async ({
  page,
  auth,
  events,
}) => {
  await auth.signIn('attendee@lanyard.test', DEMO_PASSWORD);
  await events.expectOpen();
  for (const path of ['expo', 'no-such-page', 'sessions/x/y']) {
    await page.goto(`/event/${LIVE_EVENT_ID}/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Bosphorus Tech Summit' })).toHaveCount(0);
  }

  // The live event lands on attendees (spec core §2): Join opens the attendee directory.
  await page.goto('/event/list');
  await events.join('Bosphorus Tech Summit');
  await new AttendeesPage(page).expectOpen();
  await expect(page).toHaveURL(new RegExp(`/event/${LIVE_EVENT_ID}/attendees$`));
});

test.describe('at 1366 px wide', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const banner of ['live', 'upcoming', 'past']) {
    test(`the ${banner} demo banner keeps its title and subtitle inside the image, whatever the font`, async ({
      page,
    }) => {
      // This machine has only DejaVu Sans, wider than the banner's first choices: the case that overflowed.
      await page.goto(`/resources/demo/${banner}-banner.svg`);
      const outside = await page.evaluate(() => {
        const svg = document.documentElement;
        const box = svg.getBoundingClientRect();
        const texts = Array.from(svg.querySelectorAll('text, foreignObject *')).filter(
          (el) => el.children.length === 0 && el.textContent?.trim(),
        );
        return {
          count: texts.length,
          outside: texts
            .map((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              const r = range.getBoundingClientRect();
              const inside =
                r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
              return inside
                ? null
                : `${el.textContent?.trim()}: ${Math.round(r.left)}–${Math.round(r.right)}`;
            })
            .filter(Boolean),
        };
      });
      expect(outside.count).toBeGreaterThanOrEqual(2);
      expect(outside.outside).toEqual([]);
    });
  }

  test('the event list and the event page fit the width', async ({ page, auth, events }) => {
    await auth.signIn('attendee@lanyard.test', DEMO_PASSWORD);
    await events.expectOpen();
    const fits = () =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        return root.scrollWidth <= root.clientWidth;
      });
    expect(await fits()).toBe(true);
    await page.goto(`/event/${LIVE_EVENT_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bosphorus Tech Summit' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
