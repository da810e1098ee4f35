import type { InvitationActionResult } from '@shared/schemas/invitations';
import type { MeetingSlots } from '@shared/schemas/meetingSlots';
import type { ParticipantCard } from '@shared/schemas/participants';
import { api, appToken, signInByApi } from './demo';
import { liveParticipantId } from './meetingRequests';
import { AgendaPage } from './pages/AgendaPage';
import { InvitationScreen } from './pages/InvitationScreen';
import { expect, test, type World } from './world';

/**
 * A booked 1:1 meeting in My Agenda (docs/meetings.md "In My Agenda"): the moderator and the
 * check-in admin of the live event of the test's own world book a meeting through the API;
 * the moderator finds it in My Agenda as a meeting row with Reschedule (the invitation screen's
 * request form) and Cancel, cancels it there, and the row goes. The browser's clock is set to 6
 * minutes before the meeting, so Start shows too (from 7 minutes). The server's clock is real, over 10
 * minutes before the meeting: Start opens the room's window in the click, asks schedule/meetingRoom for this
 * meeting, and on the server's refusal (too early, MST-00134; the room itself is tested on both
 * engines in tests/server/meetings/room.test.ts) closes the window and says why.
 */

/** Each test's people and event, in its own world (tests/e2e/world.ts). */
const people = ({ accounts, events }: World) => ({
  ME: accounts.moderator.email,
  OTHER: accounts.checkin.email,
  ORGANIZER: accounts.organizer.email,
  SPEAKER: accounts.speaker.email,
  BOOTH: accounts.booth.email,
  LIVE_EVENT_ID: events.live.id,
});
const FIVE_MINUTES = 5 * 60_000;
const MINUTE = 60_000;

// A crowd with attendees beyond the speakers and exhibitors (the pre-booking picks two).
test.use({ viewport: { width: 1366, height: 768 }, worldCrowd: 60 });

test('a booked meeting shows in My Agenda with its buttons, Start opens its room, and it is cancelled from there', async ({
  page,
  world,
}) => {
  const { ME, OTHER, LIVE_EVENT_ID } = people(world);
  const request = page.request;
  const [myId, otherId] = [
    await liveParticipantId(request, ME, LIVE_EVENT_ID),
    await liveParticipantId(request, OTHER, LIVE_EVENT_ID),
  ];
  const [myToken, otherToken] = [await appToken(request, ME), await appToken(request, OTHER)];

  const sent = await api<{ data: InvitationActionResult }>(
    request,
    myToken,
    'POST',
    '/v1/event/schedule/invite',
    {
      eventId: LIVE_EVENT_ID,
      participantId: otherId,
    },
  );
  const slots = await api<{ data: MeetingSlots }>(
    request,
    otherToken,
    'GET',
    `/v1/event/meetingSlots?eventId=${LIVE_EVENT_ID}&participantId=${myId}`,
  );
  // A slot free for both, far enough ahead that it may still be cancelled (spec core §4).
  const slot = slots.data.days
    .flatMap((d) => d.slots)
    .find((s) => s.free && s.startsAt - Date.now() > 2 * FIVE_MINUTES);
  expect(slot, 'a free meeting slot ahead in the live event').toBeDefined();
  const booked = await api<{ data: InvitationActionResult }>(
    request,
    otherToken,
    'POST',
    '/v1/event/schedule/confirm',
    {
      eventId: LIVE_EVENT_ID,
      invitationId: sent.data.invitation!.id,
      slotId: slot!.id,
    },
  );
  const other = booked.data.meeting!.participants.find((p) => p.participantId === otherId)!;
  const otherName = `${other.name} ${other.surname}`;

  const meetingId = booked.data.meeting!.id;
  await page.clock.setFixedTime(new Date(slot!.startsAt - 6 * MINUTE));

  await signInByApi(page, ME);
  await page.goto(`/my-agenda?event=${LIVE_EVENT_ID}`);
  const agenda = new AgendaPage(page);
  const row = agenda.row(otherName);
  await expect(row).toBeVisible();
  await expect(row.getByText('Meeting', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
    'href',
    `/event/${LIVE_EVENT_ID}/invitation/${otherId}/requestReschedule`,
  );

  const opened = page.waitForEvent('popup');
  const asked = page.waitForRequest('**/v1/event/schedule/meetingRoom');
  await row.getByRole('button', { name: 'Start' }).click();
  const room = await opened;
  expect((await asked).postDataJSON()).toEqual({ eventId: LIVE_EVENT_ID, meetingId });
  await expect(page.getByTestId('toast-error')).toContainText('This session has not started yet.');
  await expect.poll(() => room.isClosed()).toBe(true);

  await row.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Cancel the meeting' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Meeting cancelled' })).toBeVisible();
  await expect(row).toBeHidden();
});

/**
 * A pre-booked meeting and a guest (docs/meetings.md "Renderer", spec core §2 modals, §6 rights):
 * the organizer (who holds every right) pre-books, from the speaker's profile, a meeting of the
 * speaker and a generated attendee in a slot free for both, and sees it in the speaker's agenda
 * (Show agenda); the speaker, in a second browser, adds another attendee as a guest from My Agenda.
 */
test('an organizer pre-books a meeting for two people, sees it in their agenda, and a guest is added', async ({
  page,
  browser,
  world,
}) => {
  const { ORGANIZER, SPEAKER, LIVE_EVENT_ID } = people(world);
  const request = page.request;
  const speakerId = await liveParticipantId(request, SPEAKER, LIVE_EVENT_ID);
  const organizerToken = await appToken(request, ORGANIZER);
  // Two generated attendees with names of their own: the other of the meeting and the guest.
  const found = await api<{ data: { results: ParticipantCard[] } }>(
    request,
    organizerToken,
    'POST',
    '/v1/event/participant/search2',
    { eventId: LIVE_EVENT_ID, query: '', length: 60, organizer: true },
  );
  const fullName = (p: ParticipantCard) => `${p.name} ${p.surname}`;
  const unique = found.data.results.filter(
    (p) =>
      !p.email?.endsWith('@lanyard.test') &&
      found.data.results.filter((q) => q.surname === p.surname).length === 1,
  );
  const [other, guest] = [unique.at(-1)!, unique.at(-2)!];

  // A slot far enough ahead that the meeting may still change (a guest is added only then), on the
  // first day that has one: late in the day that is not the picker's first day with a free slot.
  const slots = await api<{ data: MeetingSlots }>(
    request,
    organizerToken,
    'GET',
    `/v1/event/meetingSlots?eventId=${LIVE_EVENT_ID}&participantId=${other.id}&asParticipantId=${speakerId}`,
  );
  const bookable = (s: MeetingSlots['days'][number]['slots'][number]) =>
    s.free && s.startsAt - Date.now() > 2 * FIVE_MINUTES;
  const dayIndex = slots.data.days.findIndex((d) => d.slots.some(bookable));
  expect(dayIndex, 'a free meeting slot ahead for the speaker and the attendee').toBeGreaterThanOrEqual(0);
  const slotIndex = slots.data.days[dayIndex]!.slots.findIndex(bookable);

  await signInByApi(page, ORGANIZER);
  await page.goto(`/event/${LIVE_EVENT_ID}/attendees/${speakerId}`);
  const profile = page.getByTestId('attendee-profile');
  await profile.getByRole('button', { name: /^Pre-book a meeting: / }).click();
  const book = page.getByRole('dialog', { name: /^Pre-book a meeting for / });
  const submit = book.getByRole('button', { name: 'Book meeting' });
  await expect(submit).toBeDisabled();
  await book.getByRole('searchbox', { name: 'Meet with' }).fill(other.surname);
  await book.getByRole('radio', { name: new RegExp(fullName(other)) }).check();
  if (slots.data.days.length > 1) {
    await book.getByRole('group', { name: 'Days' }).getByRole('button').nth(dayIndex).click();
  }
  const slot = book
    .getByRole('group', { name: /^Time slots on / })
    .getByRole('radio')
    .nth(slotIndex);
  await expect(submit).toBeDisabled();
  await slot.check();
  await submit.click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Meeting booked' })).toBeVisible();
  await expect(book).toBeHidden();

  await profile.getByRole('button', { name: /^Show agenda: / }).click();
  const agendaOf = page.getByRole('dialog', { name: /^Agenda of / });
  await expect(agendaOf.getByRole('article', { name: fullName(other), exact: true })).toBeVisible();

  const speaker = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const speakerPage = await speaker.newPage();
  await signInByApi(speakerPage, SPEAKER);
  await speakerPage.goto(`/my-agenda?event=${LIVE_EVENT_ID}`);
  const row = new AgendaPage(speakerPage).row(fullName(other));
  await row.getByRole('button', { name: 'Add guest' }).click();
  const add = speakerPage.getByRole('dialog', { name: 'Add guest to meeting' });
  await add.getByRole('searchbox', { name: 'Guest' }).fill(guest.surname);
  await add.getByRole('radio', { name: new RegExp(fullName(guest)) }).check();
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(speakerPage.getByTestId('toast-success').filter({ hasText: 'Guest added' })).toBeVisible();
  // The row names everyone else in the meeting, the guest too.
  await expect(
    new AgendaPage(speakerPage)
      .rows()
      .filter({ hasText: fullName(other) })
      .filter({ hasText: fullName(guest) }),
  ).toBeVisible();
  await speaker.close();
});

/**
 * My Agenda follows what the other person does (docs/renderer.md, "Following what others
 * change"): the organizer has My Agenda open while the booth owner, in a second browser, accepts
 * the organizer's request — the meeting shows without a reload — and then cancels it from their own
 * agenda — the organizer's row goes.
 */
test('My Agenda shows a meeting the other person accepts and drops one they cancel, without a reload', async ({
  page,
  browser,
  world,
}) => {
  const { ORGANIZER, BOOTH, LIVE_EVENT_ID } = people(world);
  const [A, B] = [
    { email: ORGANIZER, name: 'Zeynep Kaya' },
    { email: BOOTH, name: 'Elif Şahin' },
  ];
  const request = page.request;
  const [aId, bId] = [
    await liveParticipantId(request, A.email, LIVE_EVENT_ID),
    await liveParticipantId(request, B.email, LIVE_EVENT_ID),
  ];
  await api(request, await appToken(request, A.email), 'POST', '/v1/event/schedule/invite', {
    eventId: LIVE_EVENT_ID,
    participantId: bId,
  });

  await signInByApi(page, A.email);
  await page.goto(`/my-agenda?event=${LIVE_EVENT_ID}`);
  const mine = new AgendaPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeVisible();
  await expect(mine.rows().first().or(page.getByTestId('agenda-empty'))).toBeVisible();
  await expect(mine.row(B.name)).toHaveCount(0);

  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const otherPage = await other.newPage();
    await signInByApi(otherPage, B.email);
    await otherPage.goto(`/event/${LIVE_EVENT_ID}/invitation/${aId}/accept`);
    const theirs = new InvitationScreen(otherPage, A.name);
    await theirs.expectStatus('INVITE_RECEIVED');
    await theirs.chooseLastDay();
    await theirs.freeSlots().first().check();
    await theirs.button('Accept').click();
    await theirs.expectStatus('MEETING_DETAILS');

    await expect(mine.row(B.name)).toBeVisible();

    await otherPage.goto(`/my-agenda?event=${LIVE_EVENT_ID}`);
    const theirRow = new AgendaPage(otherPage).row(A.name);
    await theirRow.getByRole('button', { name: 'Cancel' }).click();
    await theirRow.getByRole('button', { name: 'Cancel the meeting' }).click();
    await expect(theirRow).toBeHidden();

    await expect(mine.row(B.name)).toBeHidden();
  } finally {
    await other.close();
  }
});
