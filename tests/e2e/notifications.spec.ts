import { signInByApi } from './demo';
import { clearBadge, sendMeetingRequest } from './meetingRequests';
import { EventListPage } from './pages/EventListPage';
import { NotificationsPage } from './pages/NotificationsPage';
import { expect, test } from './world';

/**
 * The notification feed against the real server (docs/notifications.md): a meeting request sent
 * through the flow notifies its receiver, whose Notifications link shows the unseen count; the page
 * lists the item, naming its sender with a link to their profile, opening it clears the badge, and
 * Mark all as read reads the items.
 */

test('a meeting request shows on the badge and in the feed, and is read from there', async ({
  page,
  world,
}) => {
  const { speaker, moderator } = world.accounts;
  await sendMeetingRequest(page.request, speaker.email, moderator.email, { eventId: world.events.live.id });
  await signInByApi(page, moderator.email);
  await page.goto('/event/list');
  await new EventListPage(page).expectOpen();

  const notifications = new NotificationsPage(page);
  await expect(notifications.badge()).toBeVisible();
  await expect(notifications.menuLink()).toHaveAccessibleName(/^Notifications \d+ new$/);

  await notifications.menuLink().click();
  await notifications.expectOpen();
  const request = notifications.items().filter({ hasText: 'sent you a meeting request' }).first();
  await expect(request).toContainText(world.events.live.name);
  const open = notifications.openLink(request);
  await expect(open).toHaveAccessibleName(/^Unread: Daniel Okafor sent you a meeting request/);
  await expect(open).toHaveAttribute('href', /\/event\/[0-9a-f]{32}\/invitation\/[0-9a-f]{32}$/);
  // Who sent it, by name, linking to their profile.
  await expect(notifications.personLink(request, 'Daniel Okafor')).toHaveAttribute(
    'href',
    /\/event\/[0-9a-f]{32}\/attendees\/[0-9a-f]{32}$/,
  );
  // Having the page open is having seen it: the badge clears, the items stay unread until read.
  await expect(notifications.badge()).toHaveCount(0);

  // By keyboard: the button leaves with the last unread item, and the focus stays on the page.
  await notifications.markAllRead().focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAccessibleName(/^Daniel Okafor sent you a meeting request/);
  await expect(notifications.markAllRead()).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeFocused();

  await page.reload();
  await notifications.expectOpen();
  await expect(notifications.openLink(notifications.items().first())).toHaveAccessibleName(
    /^Daniel Okafor sent you a meeting request/,
  );
  await expect(notifications.badge()).toHaveCount(0);
});

test('the badge rises live when a request arrives, on the side menu and on a phone’s bottom bar', async ({
  browser,
  world,
}) => {
  const receiver = world.accounts.speaker.email;
  const desk = await browser.newContext();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const deskPage = await desk.newPage();
    const phonePage = await phone.newPage();
    await clearBadge(deskPage.request, receiver);
    for (const page of [deskPage, phonePage]) {
      await signInByApi(page, receiver);
      await page.goto('/event/list');
      await new EventListPage(page).expectOpen();
    }
    const onDesk = new NotificationsPage(deskPage);
    const onPhone = new NotificationsPage(phonePage);
    await expect(onDesk.menuLink()).toBeVisible();
    await expect(onDesk.badge()).toHaveCount(0);
    await expect(onPhone.menuLink('bottomBar')).toBeVisible();
    await expect(onPhone.badge('bottomBar')).toHaveCount(0);

    await sendMeetingRequest(deskPage.request, world.accounts.booth.email, receiver, {
      eventId: world.events.live.id,
    });

    await expect(onDesk.badge()).toContainText('1 new');
    await expect(onPhone.badge('bottomBar')).toContainText('1 new');
    await expect(onPhone.menuLink('bottomBar')).toHaveAccessibleName('Notifications 1 new');
  } finally {
    await desk.close();
    await phone.close();
  }
});
