import { signInByApi } from './demo';
import { liveParticipantId, sendMeetingRequest } from './meetingRequests';
import { ChatPage } from './pages/ChatPage';
import { EventListPage } from './pages/EventListPage';
import { expect, test, type World } from './world';

/**
 * Chat end to end against the real server (docs/chat.md): the organizer opens a chat with the
 * check-in admin from the admin's profile and sends a message; the admin, in a second browser, sees
 * the Chats badge rise live, opens the room and reads it; the organizer's tick turns double, and
 * single while the admin's read receipts are off; a message sent offline waits and reaches the admin
 * once when the network is back; a meeting request between them then shows in the room as a card
 * with its invitation. Each test has its own world (tests/e2e/world.ts), so no other test writes
 * to these people. Then the speaker finds the admin by the room search (a search-only row), keeps a draft across a reload and
 * shares a contact as the first message.
 */

/** The world's organizer writes to its check-in admin. */
const sender = (world: World) => ({ email: world.accounts.organizer.email, name: 'Zeynep Kaya' });
const receiverOf = (world: World) => ({ email: world.accounts.checkin.email, name: 'Mert Demir' });

test.use({ viewport: { width: 1366, height: 768 } });

test('a message sent from a profile raises the receiver’s badge live; reading it turns the tick double', async ({
  page,
  browser,
  world,
}) => {
  const [SENDER, RECEIVER] = [sender(world), receiverOf(world)];
  const LIVE_EVENT_ID = world.events.live.id;
  const receiver = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const theirs = new ChatPage(await receiver.newPage());
    await signInByApi(theirs.page, RECEIVER.email);
    await theirs.page.goto('/event/list');
    await new EventListPage(theirs.page).expectOpen();
    await expect(theirs.menuLink()).toBeVisible();
    const before = await theirs.unread();

    // The organizer opens the admin's profile and presses Chat: a draft until the first message.
    await signInByApi(page, SENDER.email);
    const speakerId = await liveParticipantId(page.request, RECEIVER.email, LIVE_EVENT_ID);
    await page.goto(`/event/${LIVE_EVENT_ID}/attendees/${speakerId}`);
    // The profile's own Chat link (a small world's directory beside it lists the admin too).
    await page
      .getByTestId('attendee-profile')
      .getByRole('link', { name: `Chat with ${RECEIVER.name}` })
      .click();
    const mine = new ChatPage(page);
    await mine.expectOpen();
    await expect(mine.conversation(RECEIVER.name)).toBeVisible();

    // Enter sends (Shift+Enter would add a line); the message shows with a single tick.
    const text = `Coffee after the keynote? ${Date.now()}`;
    await mine.composer().fill(text);
    await mine.composer().press('Enter');
    await expect(mine.composer()).toHaveValue('');
    const sent = mine.message(text);
    await expect(sent.getByTestId('chat-tick')).toHaveAttribute('data-tick', 'single');
    await expect(page).toHaveURL(/\/chat\?room=/);
    // The room the first message opened goes on with the focus in its input.
    await expect(mine.composer()).toBeFocused();

    // The receiver's badge rises without a reload (userRooms topic).
    await expect.poll(() => theirs.unread()).toBeGreaterThan(before);

    // Opening the room reads it: its unread count goes, and the sender's tick turns double.
    await theirs.menuLink().click();
    await theirs.expectOpen();
    await expect(theirs.room(SENDER.name).getByTestId('chat-room-unread')).toHaveText(/^1/);
    await theirs.room(SENDER.name).click();
    await expect(theirs.message(text)).toBeVisible();
    await expect(theirs.room(SENDER.name).getByTestId('chat-room-unread')).toHaveCount(0);
    await expect(sent.getByTestId('chat-tick')).toHaveAttribute('data-tick', 'double');

    // Read receipts are the reader's choice: off, the sender sees a single tick again, live; the
    // reader turns them back on (their setting outlives this test).
    const receipts = theirs.page.getByTestId('chat-read-receipts');
    await receipts.uncheck();
    await expect(sent.getByTestId('chat-tick')).toHaveAttribute('data-tick', 'single');
    await receipts.check();
    await expect(sent.getByTestId('chat-tick')).toHaveAttribute('data-tick', 'double');

    // Offline (issue 12), the conversation says so and a message sent waits; back online it goes by
    // itself and reaches the receiver once, and the notice leaves.
    const conversation = mine.conversation(RECEIVER.name);
    const offline = conversation
      .getByRole('status')
      .filter({ hasText: 'Please check your network connection.' });
    await page.context().setOffline(true);
    await expect(offline).toBeVisible();
    const queued = `Sent once the network is back ${Date.now()}`;
    await mine.composer().fill(queued);
    await mine.composer().press('Enter');
    await expect(mine.message(queued)).toContainText('Waiting for the network');
    await page.context().setOffline(false);
    await expect(theirs.message(queued)).toBeVisible();
    await expect(mine.message(queued).getByTestId('chat-tick')).toBeVisible();
    await expect(offline).toHaveCount(0);
    await expect(theirs.message(queued)).toHaveCount(1);
    await expect(mine.message(queued)).toHaveCount(1);

    // A meeting request through the meetings flow reaches the open room as a card (spec §3 mreq).
    await sendMeetingRequest(page.request, SENDER.email, RECEIVER.email, { eventId: LIVE_EVENT_ID });
    const card = theirs.message('Meeting request');
    await expect(card.getByRole('link', { name: 'Open invitation' })).toHaveAttribute(
      'href',
      new RegExp(`/event/${LIVE_EVENT_ID}/invitation/[0-9a-f]{32}$`),
    );
    // Still open, it offers Accept (the screen's accept step); the sender's own card does not.
    await expect(card.getByRole('link', { name: 'Accept' })).toHaveAttribute(
      'href',
      new RegExp(`/event/${LIVE_EVENT_ID}/invitation/[0-9a-f]{32}/accept$`),
    );
    const myCard = mine.message('Meeting request');
    await expect(myCard.getByRole('link', { name: 'Open invitation' })).toBeVisible();
    await expect(myCard.getByRole('link', { name: 'Accept' })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('the room search finds a person without a chat; the draft survives a reload; a shared contact opens the room', async ({
  page,
  world,
}) => {
  // The world's speaker has no chat with its admin yet.
  const RECEIVER = receiverOf(world);
  await signInByApi(page, world.accounts.speaker.email);
  await page.goto('/chat');
  const mine = new ChatPage(page);
  await mine.expectOpen();
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('Mert');
  const found = mine.room(RECEIVER.name);
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(mine.conversation(RECEIVER.name)).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?event=.+&with=/);

  // What is typed to a person without a room is kept across a reload (per user, local storage).
  const typed = `Kept across a reload ${Date.now()}`;
  await mine.composer().fill(typed);
  await page.reload();
  await expect(mine.composer()).toHaveValue(typed);

  // Share contact: the dialog starts from the speaker's profile; sent, the card opens the room, the
  // typed text stays in the input and focus is back there.
  await page.getByRole('button', { name: 'Share contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share contact' });
  await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Daniel');
  await dialog.getByRole('textbox', { name: 'Job title' }).fill('Keynote speaker');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const card = mine.message('Keynote speaker');
  await expect(card).toContainText('Shared contact');
  await expect(card.getByTestId('chat-tick')).toBeVisible();
  await expect(page).toHaveURL(/\/chat\?room=/);
  await expect(mine.composer()).toHaveValue(typed);
  await expect(mine.composer()).toBeFocused();
});
