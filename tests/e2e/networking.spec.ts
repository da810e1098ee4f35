import type { Page } from '@playwright/test';
import type { ParticipantCard } from '@shared/schemas/participants';
import { api, appToken, LIVE_EVENT_ID, signInByApi } from './demo';
import { AttendeesPage } from './pages/AttendeesPage';
import { expect, test } from './world';

/**
 * The live demo event's attendee directory (docs/demo.md: 326 people, robotics people to find,
 * about 30 checked in at the venue entrance) and a person's profile over it. The tests that change
 * what others see (marks, check-ins) do it in their own world (tests/e2e/world.ts).
 */

/** Signs in as an account and opens the live event's directory (the demo's, or a world's). */
async function openDirectory(
  page: Page,
  account = 'attendee@lanyard.test',
  eventId = LIVE_EVENT_ID,
): Promise<AttendeesPage> {
  await signInByApi(page, account);
  const directory = new AttendeesPage(page);
  await directory.open(eventId);
  return directory;
}

/** Opens the first card's profile by its name; answers the name. */
async function openFirstProfile(directory: AttendeesPage): Promise<string> {
  const card = directory.cards().first();
  const name = await directory.nameOf(card);
  await card.getByRole('link', { name, exact: true }).click();
  return name;
}

test.describe('at 1366 px wide', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  // The card's 'Hasn't joined Lanyard yet' and its missing Meet and Chat are a screen state:
  // tests/component/networking/AttendeeCard.test.tsx.
  test('a chat address of a person who has not joined yet opens no draft and says why', async ({ page }) => {
    // A generated person of the live event, a ticket holder who has not signed up (docs/demo.md:
    // every other one).
    const token = await appToken(page.request, 'attendee@lanyard.test');
    const found = await api<{ data: { results: ParticipantCard[] } }>(
      page.request,
      token,
      'POST',
      '/v1/event/participant/search2',
      { eventId: LIVE_EVENT_ID, query: '', length: 60 },
    );
    const notJoined = found.data.results.find((p) => p.userId === null);
    expect(notJoined, 'a person without an account').toBeTruthy();

    await signInByApi(page, 'attendee@lanyard.test');
    await page.goto(`/chat?event=${LIVE_EVENT_ID}&with=${notJoined!.id}`);
    await expect(page.getByTestId('chat-not-joined')).toContainText('has not joined Lanyard yet');
    await expect(page.getByRole('textbox', { name: /message/i })).toHaveCount(0);
  });

  test('an attendee searches "robot", favourites someone and finds them under Favourites', async ({
    page,
  }) => {
    const directory = await openDirectory(page);
    const everyone = await directory.count();

    await directory.search().fill('robot');
    await expect.poll(() => directory.count()).toBeLessThan(everyone);
    expect(await directory.count()).toBeGreaterThan(0);
    const first = directory.cards().first();
    const name = await directory.nameOf(first);
    const favourite = first.getByRole('button', { name: `Favourite ${name}` });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');

    await directory.search().fill('');
    await directory.tab('Favourites').click();
    await expect(directory.tab('Favourites')).toHaveAttribute('aria-selected', 'true');
    await expect(directory.card(name)).toBeVisible();

    // Pressed again, the mark goes, and so does the person from Favourites, at once.
    await directory
      .card(name)
      .getByRole('button', { name: `Favourite ${name}` })
      .click();
    await expect(directory.card(name)).toBeHidden();
    await expect(page.getByTestId('attendees-empty')).toBeVisible();
  });

  test('Ignore takes a person out of All with the count at once; un-ignored, they leave Ignored', async ({
    page,
    world,
  }) => {
    const directory = await openDirectory(page, world.accounts.moderator.email, world.events.live.id);
    const everyone = await directory.count();
    const name = await directory.nameOf(directory.cards().first());
    const ignore = (where: AttendeesPage) => where.card(name).getByRole('button', { name: `Ignore ${name}` });

    await ignore(directory).click();
    await expect(directory.card(name)).toBeHidden();
    await expect.poll(() => directory.count()).toBe(everyone - 1);

    await directory.tab('Ignored').click();
    await expect(ignore(directory)).toHaveAttribute('aria-pressed', 'true');
    await ignore(directory).click();
    await expect(directory.card(name)).toBeHidden();

    await directory.tab('All').click();
    await expect(directory.card(name)).toBeVisible();
    await expect.poll(() => directory.count()).toBe(everyone);
  });

  test('a mark made on one device shows at once on the directory open on another', async ({
    page,
    browser,
    world,
  }) => {
    // A generated person's account (docs/demo.md) in the test's own world.
    const account = world.crowd.find((p) => p.email)!.email!;
    const laptop = await openDirectory(page, account, world.events.live.id);
    const phoneContext = await browser.newContext();
    try {
      const phone = await openDirectory(await phoneContext.newPage(), account, world.events.live.id);
      const everyone = await phone.count();
      const name = await laptop.nameOf(laptop.cards().first());
      await expect(phone.card(name)).toBeVisible();

      await laptop
        .card(name)
        .getByRole('button', { name: `Favourite ${name}` })
        .click();
      await expect(phone.card(name).getByRole('button', { name: `Favourite ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await laptop
        .card(name)
        .getByRole('button', { name: `Ignore ${name}` })
        .click();
      await expect(phone.card(name)).toBeHidden();
      await expect.poll(() => phone.count()).toBe(everyone - 1);
    } finally {
      await phoneContext.close();
    }
  });

  test('a profile opens as a dialog over the directory, with its own title; Escape closes it', async ({
    page,
  }) => {
    const directory = await openDirectory(page);
    const name = await openFirstProfile(directory);

    const profile = directory.profile(name);
    await expect(profile).toBeVisible();
    await expect(page).toHaveURL(/\/attendees\/[^/]+$/);
    await expect(page).toHaveTitle('Attendee profile · Lanyard');
    // A dialog, not a page: the directory stays beside it.
    const box = (await profile.boundingBox())!;
    expect(box.width).toBeLessThan(1366 / 2);
    await expect(page.getByRole('heading', { level: 1, name: 'Networking' })).toBeAttached();

    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    await expect(page).toHaveURL(/\/attendees$/);
    // Seen once, the card says so.
    await expect(directory.card(name).getByText('Viewed')).toBeVisible();
  });

  test('from the keyboard: the arrows move along the lists, Enter opens a profile, Escape returns to its card', async ({
    page,
  }) => {
    const directory = await openDirectory(page);
    await directory.tab('All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(directory.tab('Favourites')).toBeFocused();
    await expect(directory.tab('Favourites')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(directory.tab('Ignored')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(directory.tab('All')).toHaveAttribute('aria-selected', 'true');

    const card = directory.cards().first();
    const name = await directory.nameOf(card);
    const link = card.getByRole('link', { name, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(directory.profile(name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(directory.profile(name)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('scrolling to the end loads every page, while only the cards near the screen are in the document', async ({
    page,
  }) => {
    const directory = await openDirectory(page);
    const everyone = await directory.count();
    // More than one page of 60 (docs/demo.md: 326 people in the live event).
    expect(everyone).toBeGreaterThan(60);

    const last = page.getByRole('tabpanel').locator('[role=listitem][aria-posinset]').last();
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return Number(await last.getAttribute('aria-posinset'));
        },
        { timeout: 20_000 },
      )
      .toBe(everyone);
    expect(await directory.cards().count()).toBeLessThan(40);
  });

  test('a link to a profile no loaded page holds opens on its own, on a fresh page', async ({ page }) => {
    // The attendee's worst match: 326 people, so not on the directory's first page (60, best first).
    const token = await appToken(page.request, 'attendee@lanyard.test');
    const last = await api<{ data: { results: { id: string; name: string; surname: string }[] } }>(
      page.request,
      token,
      'POST',
      '/v1/event/participant/search2',
      { eventId: LIVE_EVENT_ID, orderBy: 'match', asc: true, length: 1 },
    );
    const person = last.data.results[0]!;
    const name = `${person.name} ${person.surname}`;

    await signInByApi(page, 'attendee@lanyard.test');
    const cardRead = page.waitForResponse((r) => r.url().includes('/v1/event/participant/card?'));
    await page.goto(`/event/${LIVE_EVENT_ID}/attendees/${person.id}`);
    expect((await cardRead).status()).toBe(200);
    const profile = new AttendeesPage(page).profile(name);
    await expect(profile).toBeVisible();
    await expect(profile.getByTestId('attendee-profile')).toBeVisible();
  });

  // An organizer's admin details on a profile (and none for an attendee) are a screen state:
  // tests/component/networking/AttendeeProfile.test.tsx; who may read them, tests/server/networking.

  test('a person checked in at the venue entrance shows under Here now', async ({ page, request, world }) => {
    // A ticket of the test's own world the seed did not check in (the crowd's from the 14th on).
    const { ticketNumber } = world.crowd[4]!;
    const staff = await appToken(request, world.accounts.checkin.email);
    const checkIn = (on: boolean) =>
      api<{ data: { person: { fullName: string } } }>(
        request,
        staff,
        'POST',
        '/v1/event/participant/checkIn',
        {
          eventId: world.events.live.id,
          checkIn: on,
          ticketNumber,
        },
      );
    const { fullName } = (await checkIn(true)).data.person;
    try {
      const directory = await openDirectory(page, world.accounts.attendee.email, world.events.live.id);
      const everyone = await directory.count();

      await directory.hereNow().check();
      await expect.poll(() => directory.count()).toBeLessThan(everyone);
      for (const card of await directory.cards().all())
        await expect(card.getByText('Here now')).toBeVisible();

      await directory.search().fill(fullName);
      await expect(directory.card(fullName)).toBeVisible();
      await expect(directory.card(fullName).getByText('Here now')).toBeVisible();
    } finally {
      await checkIn(false);
    }
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a profile is a full page; a downward swipe closes it', async ({ page }) => {
    const directory = await openDirectory(page);
    const name = await openFirstProfile(directory);

    const profile = directory.profile(name);
    await expect(profile).toBeVisible();
    const box = (await profile.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect(page).toHaveTitle('Attendee profile · Lanyard');

    // A short swipe does nothing; one of more than 70 px closes.
    const swipe = (from: number, to: number) =>
      page.getByTestId('attendee-profile').evaluate(
        (el, [startY, endY]) => {
          const at = (y: number) => new Touch({ identifier: 1, target: el, clientX: 200, clientY: y });
          el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(startY!)] }));
          el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [at(endY!)] }));
        },
        [from, to],
      );
    await swipe(300, 350);
    await expect(profile).toBeVisible();
    await swipe(300, 400);
    await expect(profile).toBeHidden();
    await expect(page).toHaveURL(/\/attendees$/);
  });
});
