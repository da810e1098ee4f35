import { appToken, LIVE_EVENT_ID, signInByApi } from './demo';
import { ProgramPage } from './pages/ProgramPage';
import { SpeakersPage } from './pages/SpeakersPage';
import { expect, test } from './support';

/**
 * The live demo event's speakers (docs/demo.md): Daniel Okafor (speaker@) gives the opening keynote
 * of each of the three days and more; the generated speakers have a talk or two each.
 */

const DANIEL = 'Daniel Okafor';
const LABEL = /^(Live|Upcoming|Past)/;

test('the speakers list A–Z and Z–A, each card with its job line and first session, +N showing the rest', async ({
  page,
}) => {
  await signInByApi(page, 'attendee@lanyard.test');
  const speakers = new SpeakersPage(page);
  await speakers.open(LIVE_EVENT_ID);

  const names = await speakers.names();
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await speakers.sortBy('Z–A');
  await expect.poll(() => speakers.names()).toEqual([...names].reverse());

  const daniel = speakers.card(DANIEL);
  await expect(daniel).toContainText('Principal engineer at Northwind Labs');
  await expect(daniel.getByRole('img')).toHaveCount(0); // the photo is decorative, the name is written
  await expect(speakers.sessions(daniel)).toHaveCount(1);
  await expect(speakers.sessions(daniel).first()).toHaveText(LABEL);

  const more = daniel.getByRole('button', { name: /^\+\d+ sessions?$/ });
  const rest = Number(/\d+/.exec((await more.textContent()) ?? '')![0]);
  await more.click();
  await expect(speakers.sessions(daniel)).toHaveCount(1 + rest);
  for (const session of await speakers.sessions(daniel).all()) await expect(session).toHaveText(LABEL);
  const fewer = daniel.getByRole('button', { name: 'Show fewer sessions' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  await fewer.click();
  await expect(speakers.sessions(daniel)).toHaveCount(1);
});

test("a speaker's details list the coming sessions first, four at a time, with load more and collapse", async ({
  page,
}) => {
  await signInByApi(page, 'attendee@lanyard.test');
  const speakers = new SpeakersPage(page);
  await speakers.open(LIVE_EVENT_ID);
  await speakers.card(DANIEL).getByRole('link', { name: DANIEL }).click();

  const details = speakers.details(DANIEL);
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/\/speakers\/[^/]+$/);
  await expect(details).toContainText('Builds data platforms and talks about them.');
  const sessions = speakers.sessions(details);
  await expect(sessions).toHaveCount(4);
  await details.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => sessions.count()).toBeGreaterThan(4);
  while (await details.getByRole('button', { name: 'Load more' }).isVisible()) {
    await details.getByRole('button', { name: 'Load more' }).click();
  }
  // Coming ones (live, upcoming) before the past ones.
  const labels = (await sessions.allTextContents()).map((text) => LABEL.exec(text)![1]);
  const firstPast = labels.indexOf('Past');
  expect(firstPast).toBeGreaterThan(0);
  expect(labels.slice(firstPast).every((label) => label === 'Past')).toBe(true);

  await details.getByRole('button', { name: 'Collapse' }).click();
  await expect(sessions).toHaveCount(4);

  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await speakers.expectOpen();
});

test("a speaker's session leads to its page in the program", async ({ page }) => {
  await signInByApi(page, 'attendee@lanyard.test');
  const speakers = new SpeakersPage(page);
  await speakers.open(LIVE_EVENT_ID);
  const first = speakers.sessions(speakers.card(DANIEL)).first().getByRole('link');
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/sessions\/[^/]+$/);
  await expect(new ProgramPage(page).details(title)).toBeVisible();
});

test('a speaker saving their profile brings an open list up to date (the speakers topic)', async ({
  page,
}) => {
  await signInByApi(page, 'attendee@lanyard.test');
  const following = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = payload.toString();
        if (text.includes('"snapshot"') && text.includes(`newEvents/${LIVE_EVENT_ID}/speakers`)) resolve();
      }),
    );
  });
  const speakers = new SpeakersPage(page);
  await speakers.open(LIVE_EVENT_ID);
  await following;

  // Daniel saves his profile as it is: nothing changes, but the list is asked for again.
  const headers = { authorization: `Bearer ${await appToken(page.request, 'speaker@lanyard.test')}` };
  const own = await page.request.get(`/v1/event/participant?eventId=${LIVE_EVENT_ID}`, { headers });
  const { name, surname, email, present } = ((await own.json()) as { data: Record<string, unknown> }).data;
  const reloaded = page.waitForRequest((request) => request.url().includes('/v1/event/speakers'));
  const saved = await page.request.put('/v1/event/participant', {
    headers,
    data: { eventId: LIVE_EVENT_ID, name, surname, email, present },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await reloaded;
  await expect(speakers.card(DANIEL)).toContainText('Principal engineer at Northwind Labs');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a speaker's details are a page of their own", async ({ page }) => {
    await signInByApi(page, 'attendee@lanyard.test');
    const speakers = new SpeakersPage(page);
    await speakers.open(LIVE_EVENT_ID);
    await speakers.card(DANIEL).getByRole('link', { name: DANIEL }).click();
    const box = await speakers.details(DANIEL).boundingBox();
    expect(box).toMatchObject({ x: 0, width: 390 });
  });
});
