import type { Page, Request } from '@playwright/test';
import { LIVE_EVENT_ID } from './demo';
import { AttendeesPage } from './pages/AttendeesPage';
import { DEMO_PASSWORD, expect, test } from './support';

/** When each /v1 call of the page started and answered (their order among the page's requests), by route path. */
function recordCalls(page: Page) {
  const started = new Map<string, number>();
  const answered = new Map<string, number>();
  const path = (request: Request) => new URL(request.url()).pathname;
  // The order the browser reported them in, not the clock: two events in one millisecond would tie.
  let order = 0;
  page.on('request', (request) => {
    order += 1;
    if (path(request).startsWith('/v1/') && !started.has(path(request))) started.set(path(request), order);
  });
  page.on('requestfinished', (request) => {
    order += 1;
    if (path(request).startsWith('/v1/') && !answered.has(path(request))) answered.set(path(request), order);
  });
  return {
    started: (p: string) => started.get(p) ?? Number.POSITIVE_INFINITY,
    answered: (p: string) => answered.get(p) ?? Number.NEGATIVE_INFINITY,
  };
}

// A screen opened by its address (a reload, a link from outside) waits for the profile behind the
// sign-in guard and, before this, asked for its data one call after the other once it rendered.
test.beforeEach(async ({ auth, page }) => {
  await auth.signIn('attendee@lanyard.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/event\/list$/);
});

test('My Agenda asks for my events, the event and its agenda together with the profile', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(`/my-agenda?event=${LIVE_EVENT_ID}`);
  const rows = page.getByRole('main').getByRole('article');
  await expect(rows.first().or(page.getByTestId('agenda-empty'))).toBeVisible();

  const profileAnswered = calls.answered('/v1/user/profile');
  for (const path of ['/v1/event', '/v1/event/details', '/v1/event/agenda']) {
    expect(calls.started(path), `${path} started before the profile answered`).toBeLessThan(profileAnswered);
  }
});

test('the program asks for the event and its sessions together', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(`/event/${LIVE_EVENT_ID}/sessions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();

  expect(calls.started('/v1/event/sessions')).toBeLessThan(calls.answered('/v1/event/details'));
  expect(calls.started('/v1/event/details')).toBeLessThan(calls.answered('/v1/user/profile'));
});

test('the attendee directory asks for the event and its first page together', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(`/event/${LIVE_EVENT_ID}/attendees`);
  await expect(page.getByRole('heading', { level: 1, name: 'Networking' })).toBeVisible();

  expect(calls.started('/v1/event/participant/search2')).toBeLessThan(calls.answered('/v1/event/details'));
  expect(calls.started('/v1/event/details')).toBeLessThan(calls.answered('/v1/user/profile'));
});

test('the speakers ask for the event and its speakers together', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(`/event/${LIVE_EVENT_ID}/speakers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();

  expect(calls.started('/v1/event/speakers')).toBeLessThan(calls.answered('/v1/event/details'));
  expect(calls.started('/v1/event/details')).toBeLessThan(calls.answered('/v1/user/profile'));
});

test('the event profile asks for the event and my profile in it together', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(`/event/${LIVE_EVENT_ID}/event-profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event profile' })).toBeVisible();

  expect(calls.started('/v1/event/participant')).toBeLessThan(calls.answered('/v1/event/details'));
  expect(calls.started('/v1/event/details')).toBeLessThan(calls.answered('/v1/user/profile'));
});

test('the event list asks for my events together with the profile', async ({ page }) => {
  const calls = recordCalls(page);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(calls.started('/v1/event')).toBeLessThan(calls.answered('/v1/user/profile'));
});

test('the invitations ask for the list together with the profile', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();

  expect(calls.started('/v1/event/invitations')).toBeLessThan(calls.answered('/v1/user/profile'));
});

test("the directory's cards show with their actions, which do not arrive after them", async ({ page }) => {
  // Counts each card's links and buttons when it first enters the page and after every change of
  // the page: a card whose count grew got an action (Meet, Chat) after it was shown, and grew.
  await page.addInitScript(() => {
    const firstSeen = new WeakMap<Element, number>();
    const grew: string[] = [];
    const controls = (card: Element) => card.querySelectorAll('a, button').length;
    new MutationObserver(() => {
      for (const card of Array.from(
        document.querySelectorAll('[role="tabpanel"] [role="listitem"] article'),
      )) {
        const first = firstSeen.get(card);
        if (first === undefined) firstSeen.set(card, controls(card));
        else if (controls(card) > first) grew.push(card.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { cardsThatGrew: grew });
  });
  await page.goto(`/event/${LIVE_EVENT_ID}/attendees`);
  const directory = new AttendeesPage(page);
  await expect(
    directory
      .cards()
      .filter({ has: page.getByText('Meet', { exact: true }) })
      .first(),
  ).toBeVisible();
  // Anything still on its way (a panel's code, its strings) has come by now.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cardsThatGrew: string[] }).cardsThatGrew)).toEqual(
    [],
  );
});
