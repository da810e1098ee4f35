import type { Invitation } from '@shared/schemas/invitations';
import { api, appToken, signInByApi } from './demo';
import { liveParticipantId, sendMeetingRequest } from './meetingRequests';
import { ChatPage } from './pages/ChatPage';
import { expect, test } from './world';

/**
 * One zone for every screen (issue 20, docs/renderer.md "Times"): a meeting request reads the same
 * time in /invitations and in the chat for a person whose browser runs in another zone than the
 * profile's — the profile's zone, never the browser's. The pair is the moderator and the attendee
 * of the test's own world (tests/e2e/world.ts).
 */

/** Far from every demo profile's zone, so a screen reading the browser's clock shows another hour. */
const BROWSER_ZONE = 'Asia/Tokyo';

test.use({ viewport: { width: 1366, height: 900 }, timezoneId: BROWSER_ZONE, locale: 'en-US' });

const clock = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en', { timeZone, hour: '2-digit', minute: '2-digit' }).format(instant);

test('a meeting request shows the profile zone’s time in /invitations and in the chat, not the browser’s', async ({
  page,
  world,
}) => {
  const SENDER = { email: world.accounts.moderator.email, name: 'Anna Volkova' };
  const RECEIVER = world.accounts.attendee.email;
  const LIVE_EVENT_ID = world.events.live.id;
  await sendMeetingRequest(page.request, SENDER.email, RECEIVER, { eventId: LIVE_EVENT_ID });
  const token = await appToken(page.request, RECEIVER);
  const { data: profile } = await api<{ data: { timezone: string | null } }>(
    page.request,
    token,
    'GET',
    '/v1/user/profile',
  );
  expect(profile.timezone, 'the receiver’s profile names a zone').toBeTruthy();
  const senderId = await liveParticipantId(page.request, SENDER.email, LIVE_EVENT_ID);
  const { data: invitations } = await api<{ data: Invitation[] }>(
    page.request,
    token,
    'GET',
    `/v1/event/invitations?eventId=${LIVE_EVENT_ID}&state=waiting`,
  );
  const request = invitations.find((inv) => inv.oppId === senderId && !inv.sent);
  if (!request) throw new Error('no waiting request from the sender');
  const expected = clock(request.cdt, profile.timezone!);
  // The two zones must read differently, or the test could not tell them apart.
  expect(clock(request.cdt, BROWSER_ZONE)).not.toBe(expected);

  await signInByApi(page, RECEIVER);
  await page.goto(`/invitations`);
  const card = page
    .getByTestId('invitation-card')
    .filter({ hasText: SENDER.name })
    .filter({ hasText: 'Waiting' });
  await expect(card.locator('time')).toContainText(expected);

  const chat = new ChatPage(page);
  await page.goto('/chat');
  await chat.expectOpen();
  await chat.room(SENDER.name).click();
  const message = chat.message('Meeting request').last();
  await expect(message).toContainText(expected);
});
