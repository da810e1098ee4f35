import type { Page } from '@playwright/test';
import { api, appToken, LIVE_EVENT_ID, signInByApi } from './demo';
import { liveParticipantId } from './meetingRequests';
import { AttendeesPage } from './pages/AttendeesPage';
import { InvitationScreen } from './pages/InvitationScreen';
import { expect, test } from './support';

/**
 * 1:1 meetings end to end in the live demo event (docs/demo.md: the "1:1 meetings" session has
 * 30-minute slots from 14:00 to 17:00 each day): the attendee (Lucía Fernández) invites the booth
 * owner (Elif Şahin) from the directory; the owner, in a second browser, sees the request arrive
 * on /invitations live and accepts it into a slot free for both; both see the meeting; the attendee
 * asks to move it and the owner confirms another slot, which both see.
 */

const ATTENDEE = { email: 'attendee@lanyard.test', name: 'Lucía Fernández' };
const OWNER = { email: 'booth@lanyard.test', name: 'Elif Şahin' };

test.use({ viewport: { width: 1366, height: 768 } });

/** The booth owner's /invitations, from the side menu. */
async function openInvitations(page: Page): Promise<void> {
  await page.goto('/event/list');
  await page.getByRole('navigation').getByRole('link', { name: 'Invitations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
}

test('an attendee invites the booth owner from the directory; the owner accepts with a slot; a reschedule is asked and confirmed', async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const ownerPage = await owner.newPage();
  try {
    await signInByApi(ownerPage, OWNER.email);
    await openInvitations(ownerPage);

    // The attendee finds the owner in the directory and presses Meet on the card.
    await signInByApi(page, ATTENDEE.email);
    const directory = new AttendeesPage(page);
    await directory.open(LIVE_EVENT_ID);
    await directory.search().fill(OWNER.name);
    await directory
      .card(OWNER.name)
      .getByRole('link', { name: `Meet: ${OWNER.name}` })
      .click();
    await expect(page).toHaveURL(/\/invitation\/[^/]+$/);
    const mine = new InvitationScreen(page, OWNER.name);
    await mine.expectStatus('INVITE_NEW');
    // The message starts as the default text in the reader's language (spec core §4).
    await expect(mine.message()).toHaveValue('I would like to meet you!');
    await mine.message().fill('Shall we talk about your robots?');
    await mine.button('Send request').click();
    await mine.expectStatus('INVITE_PENDING');
    await expect(mine.dialog()).toContainText('Shall we talk about your robots?');

    // The owner's list shows it without a reload (the invitations topic), as a received card.
    const card = ownerPage.getByTestId('invitation-card').filter({ hasText: ATTENDEE.name }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Received');
    await card.getByRole('link', { name: 'Respond' }).click();
    await expect(ownerPage).toHaveURL(/\/invitation\/[^/]+\/accept$/);
    const theirs = new InvitationScreen(ownerPage, ATTENDEE.name);
    await theirs.expectStatus('INVITE_RECEIVED');
    await expect(theirs.button('Accept')).toBeDisabled();
    // A slot of the last day: today's may be under way, and a meeting under way cannot be moved.
    await theirs.chooseLastDay();
    await theirs.freeSlots().first().check();
    await theirs.button('Accept').click();
    await theirs.expectStatus('MEETING_DETAILS');
    const booked = (await theirs.meetingTime().textContent()) ?? '';
    expect(booked).not.toBe('');

    // The attendee's open screen follows: the meeting, at the same time (the attendee's own zone,
    // Madrid, differs from the event's, so the zone's offset follows the event's time there).
    await mine.expectStatus('MEETING_DETAILS');
    await expect(mine.meetingTime()).toContainText(booked);

    // The attendee asks to move it; the reschedule message starts as its template and is required.
    await mine.button('Reschedule').click();
    await expect(page).toHaveURL(/\/requestReschedule$/);
    const why = mine.message('Why and when would suit you better');
    await expect(why).toHaveValue('Can we reschedule? A better time for me would be: HH:MM!');
    await why.fill('Can we meet later that afternoon?');
    await mine.button('Ask to reschedule').click();
    await mine.expectStatus('MEETING_RESCHEDULE_PENDING');

    // The owner, on the same screen, is asked and moves it to another free slot.
    await theirs.expectStatus('MEETING_RESCHEDULE');
    await expect(theirs.dialog()).toContainText('Can we meet later that afternoon?');
    await theirs.chooseLastDay();
    await theirs.freeSlots().last().check();
    await theirs.button('Move the meeting').click();
    await theirs.expectStatus('MEETING_DETAILS');
    const moved = (await theirs.meetingTime().textContent()) ?? '';
    expect(moved).not.toBe(booked);

    await mine.expectStatus('MEETING_DETAILS');
    await expect(mine.meetingTime()).toContainText(moved);
  } finally {
    await owner.close();
  }
});

/** The time of day (HH:mm) of an instant in a zone. */
const clockIn = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

test('an accept the server refuses brings the request back with the reason: the slot was taken meanwhile', async ({
  page,
}) => {
  // The check-in admin (Mert Demir) asks the attendee for a meeting, through the real flow.
  const sender = await appToken(page.request, 'checkin@lanyard.test');
  const attendeeId = await liveParticipantId(page.request, ATTENDEE.email);
  const senderId = await liveParticipantId(page.request, 'checkin@lanyard.test');
  await api(page.request, sender, 'POST', '/v1/event/schedule/invite', {
    eventId: LIVE_EVENT_ID,
    participantId: attendeeId,
    message: 'A quick chat at the entrance?',
  });

  await signInByApi(page, ATTENDEE.email);
  await page.goto(`/event/${LIVE_EVENT_ID}/invitation/${senderId}/accept`);
  const screen = new InvitationScreen(page, 'Mert Demir');
  await screen.expectStatus('INVITE_RECEIVED');
  await screen.chooseLastDay();
  await screen.freeSlots().first().check();

  // Meanwhile the sender takes that slot off (off-time): it is no longer free for both.
  const { data: slots } = await api<{
    data: {
      timeZone: string;
      days: { date: string; slots: { startsAt: number; endsAt: number; free: boolean }[] }[];
    };
  }>(
    page.request,
    sender,
    'GET',
    `/v1/event/meetingSlots?eventId=${LIVE_EVENT_ID}&participantId=${attendeeId}`,
  );
  const lastDay = slots.days.at(-1)!;
  const chosen = lastDay.slots.find((slot) => slot.free)!;
  await api(page.request, sender, 'POST', '/v1/event/schedule/participantOff', {
    eventId: LIVE_EVENT_ID,
    date: lastDay.date,
    startTime: clockIn(chosen.startsAt, slots.timeZone),
    endTime: clockIn(chosen.endsAt, slots.timeZone),
    timezone: slots.timeZone,
  });

  await screen.button('Accept').click();
  await expect(screen.dialog().getByRole('alert')).toHaveText(
    'This time overlaps something already in your agenda.',
  );
  // Back to the request, whose picker now shows the slot busy, and why on demand.
  await screen.expectStatus('INVITE_RECEIVED');
  const chosenSlot = screen
    .dialog()
    .locator('div', { has: page.getByRole('radio', { checked: true }) })
    .last();
  await expect(chosenSlot).toContainText('Not available');
  await chosenSlot.getByRole('button', { name: 'Why?' }).click();
  await expect(screen.dialog().getByText('They are off at this time.')).toBeVisible();
});
