import type { Page } from '@playwright/test';
import { api, appToken, signInByApi } from './demo';
import { liveParticipantId } from './meetingRequests';
import { AttendeesPage } from './pages/AttendeesPage';
import { ChatPage } from './pages/ChatPage';
import { InvitationScreen } from './pages/InvitationScreen';
import { expect, test, type World } from './world';

/**
 * 1:1 meetings end to end in the live event of each test's own world (docs/demo.md: the "1:1 meetings" session has
 * 30-minute slots from 14:00 to 17:00 each day): the attendee (Lucía Fernández) invites the booth
 * owner (Elif Şahin) from the directory; the owner, in a second browser, sees the request arrive
 * on /invitations live and accepts it into a slot free for both; both see the meeting; the attendee
 * asks to move it and the owner confirms another slot, which both see.
 */

/** Each test's people and event, in its own world (tests/e2e/world.ts). */
const people = ({ accounts, events }: World) => ({
  ATTENDEE: { email: accounts.attendee.email, name: 'Lucía Fernández' },
  OWNER: { email: accounts.booth.email, name: 'Elif Şahin' },
  SPEAKER: { email: accounts.speaker.email, name: 'Daniel Okafor' },
  ADMIN: { email: accounts.checkin.email, name: 'Mert Demir' },
  LIVE_EVENT_ID: events.live.id,
});

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
  world,
}) => {
  // Two browsers, a request, an accept and a reschedule: over 30 s on a loaded machine.
  test.slow();
  const { ATTENDEE, OWNER, LIVE_EVENT_ID } = people(world);
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
  world,
}) => {
  const { ATTENDEE, ADMIN, LIVE_EVENT_ID } = people(world);
  // The check-in admin (Mert Demir) asks the attendee for a meeting, through the real flow.
  const sender = await appToken(page.request, ADMIN.email);
  const attendeeId = await liveParticipantId(page.request, ATTENDEE.email, LIVE_EVENT_ID);
  const senderId = await liveParticipantId(page.request, ADMIN.email, LIVE_EVENT_ID);
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

/**
 * Meeting texts keep their authors and say what they say (issue 20; docs/meetings.md "Messages"):
 * the speaker (Daniel Okafor) asks the check-in admin (Mert Demir) of the test's world —
 * and the admin accepts; the admin asks to move it with the template, whose HH:MM the time picked
 * fills in; the speaker reads that time, and on /invitations his request keeps his own words with
 * the admin's reschedule under the admin's name; the speaker cancels with the default message shown
 * and edited, and the chat shows that text; each step says what happened in a toast. Then the
 * admin declines a new request, and his screen shows the decline, not a new request form.
 */
type Person = ReturnType<typeof people>['SPEAKER'];

interface ViewAnswer {
  data: {
    status: string;
    meeting: { id: string } | null;
    invitations: { id: string; state: string; type: string; fpid: string }[];
  };
}

/**
 * Leaves nothing open between the two (a meeting cancelled, a waiting request revoked), so the
 * test starts from a new request on a retry too; answers who asks whom — the other way round once
 * a decline of an earlier try bars the first from asking again (spec core §4).
 */
async function freshPair(page: Page, x: Person, y: Person, LIVE_EVENT_ID: string) {
  const [xId, yId] = [
    await liveParticipantId(page.request, x.email, LIVE_EVENT_ID),
    await liveParticipantId(page.request, y.email, LIVE_EVENT_ID),
  ];
  const xToken = await appToken(page.request, x.email);
  const yToken = await appToken(page.request, y.email);
  const view = async () =>
    (
      await api<ViewAnswer>(
        page.request,
        xToken,
        'GET',
        `/v1/event/invitation?eventId=${LIVE_EVENT_ID}&participantId=${yId}`,
      )
    ).data;
  const now = await view();
  if (now.meeting) {
    await api(page.request, xToken, 'POST', '/v1/event/schedule/cancelMeeting', {
      eventId: LIVE_EVENT_ID,
      meetingId: now.meeting.id,
    });
  }
  for (const inv of now.invitations.filter((i) => i.state === 'waiting' && i.type !== 'reschedule')) {
    await api(page.request, inv.fpid === xId ? xToken : yToken, 'POST', '/v1/event/schedule/revoke', {
      eventId: LIVE_EVENT_ID,
      invitationId: inv.id,
    });
  }
  return (await view()).status === 'INVITE_REJECTED'
    ? { a: y, b: x, aId: yId, bId: xId }
    : { a: x, b: y, aId: xId, bId: yId };
}

test('a reschedule fills in its time and stays its author’s; a cancel sends the text shown; a decline shows as declined', async ({
  page,
  browser,
  world,
}) => {
  // Eleven steps across two browsers.
  test.slow();
  const { SPEAKER, ADMIN, LIVE_EVENT_ID } = people(world);
  const { a, b, aId, bId } = await freshPair(page, SPEAKER, ADMIN, LIVE_EVENT_ID);
  const toast = (on: Page, text: string) => on.getByTestId('toast-success').filter({ hasText: text });
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const bPage = await other.newPage();
  try {
    // A asks; the step says so.
    await signInByApi(page, a.email);
    await page.goto(`/event/${LIVE_EVENT_ID}/invitation/${bId}`);
    const mine = new InvitationScreen(page, b.name);
    await mine.expectStatus('INVITE_NEW');
    await mine.message().fill('Shall we go over the keynote logistics?');
    await mine.button('Send request').click();
    await expect(toast(page, 'Meeting request sent.')).toBeVisible();
    await mine.expectStatus('INVITE_PENDING');

    // B accepts into the last day's first free slot, with a word of his own.
    await signInByApi(bPage, b.email);
    await bPage.goto(`/event/${LIVE_EVENT_ID}/invitation/${aId}/accept`);
    const theirs = new InvitationScreen(bPage, a.name);
    await theirs.expectStatus('INVITE_RECEIVED');
    await theirs.chooseLastDay();
    await theirs.freeSlots().first().check();
    await theirs.message('Your reply (optional)').fill('Gladly');
    await theirs.button('Accept').click();
    await expect(toast(bPage, 'Meeting scheduled for both of you.')).toBeVisible();
    await theirs.expectStatus('MEETING_DETAILS');

    // B asks to move it without typing: the template's HH:MM is filled by the time he picks.
    await theirs.button('Reschedule').click();
    const why = theirs.message('Why and when would suit you better');
    await expect(why).toHaveValue('Can we reschedule? A better time for me would be: HH:MM!');
    await expect(theirs.button('Ask to reschedule')).toBeDisabled();
    await theirs.chooseLastDay();
    await theirs.freeSlots().last().check();
    await expect(why).not.toHaveValue(/HH:MM/);
    await expect(why).toHaveValue(/^Can we reschedule\? A better time for me would be: .*\d\d.*!$/);
    const asked = await why.inputValue();
    await theirs.button('Ask to reschedule').click();
    await expect(toast(bPage, 'Reschedule request sent.')).toBeVisible();
    await theirs.expectStatus('MEETING_RESCHEDULE_PENDING');

    // A reads B's time, under B's name.
    await mine.expectStatus('MEETING_RESCHEDULE');
    await expect(mine.dialog().getByRole('figure').filter({ hasText: asked })).toContainText(
      `${b.name} · Reschedule request`,
    );
    await expect(mine.dialog()).not.toContainText('HH:MM');

    // On /invitations A's request keeps A's words; B's reschedule follows, labelled as B's.
    await openInvitations(page);
    const request = page
      .getByTestId('invitation-card')
      .filter({ hasText: 'Shall we go over the keynote logistics?' })
      .first();
    await expect(request.getByRole('figure').first()).toHaveText(
      /^You · Meeting request\s*Shall we go over the keynote logistics\?$/,
    );
    await expect(request.getByRole('figure').filter({ hasText: asked })).toContainText(
      `${b.name} · Reschedule request`,
    );

    // A moves the meeting, then cancels it: the default message is shown, editable, and sent as edited.
    await page.goto(`/event/${LIVE_EVENT_ID}/invitation/${bId}`);
    await mine.expectStatus('MEETING_RESCHEDULE');
    await mine.chooseLastDay();
    await mine.freeSlots().last().check();
    await mine.button('Move the meeting').click();
    await expect(toast(page, 'Meeting moved to the new time.')).toBeVisible();
    await mine.expectStatus('MEETING_DETAILS');
    await mine.button('Cancel meeting').click();
    await expect(mine.message()).toHaveValue('Unfortunately I have to cancel our meeting.');
    const cancelText = 'Unfortunately I have to cancel our meeting. My flight was moved.';
    await mine.message().fill(cancelText);
    await mine.button('Cancel the meeting').click();
    await expect(toast(page, 'Meeting cancelled.')).toBeVisible();
    await mine.expectStatus('INVITE_NEW');

    const chat = new ChatPage(bPage);
    await bPage.goto('/chat');
    await chat.room(a.name).click();
    await expect(chat.message(cancelText)).toBeVisible();

    // A asks again; B declines; B's screen shows the decline instead of a request form.
    await page.goto(`/event/${LIVE_EVENT_ID}/invitation/${bId}`);
    await mine.expectStatus('INVITE_NEW');
    await mine.button('Send request').click();
    await mine.expectStatus('INVITE_PENDING');
    await bPage.goto(`/event/${LIVE_EVENT_ID}/invitation/${aId}/decline`);
    await theirs.expectStatus('INVITE_RECEIVED');
    await theirs.button('Decline request').click();
    await expect(toast(bPage, 'You declined the meeting request.')).toBeVisible();
    await expect(theirs.dialog().getByTestId('invitation-declined')).toContainText(
      `You declined the meeting request from ${a.name}.`,
    );
    await expect(theirs.button('Send request')).toHaveCount(0);
    await expect(theirs.dialog().getByRole('textbox')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
