import type { InvitationActionResult } from '@shared/schemas/invitations';
import type { MeetingSlots } from '@shared/schemas/meetingSlots';
import { api, appToken, LIVE_EVENT_ID, signInByApi } from './demo';
import { liveParticipantId } from './meetingRequests';
import { AgendaPage } from './pages/AgendaPage';
import { expect, test } from './support';

/**
 * A booked 1:1 meeting in My Agenda (docs/meetings.md "In My Agenda"): the moderator and the
 * check-in admin of the live demo event book a meeting through the API (a pair no other test uses);
 * the moderator finds it in My Agenda as a meeting row with Reschedule (the invitation screen's
 * request form) and Cancel, cancels it there, and the row goes.
 */

const ME = 'moderator@lanyard.test';
const OTHER = 'checkin@lanyard.test';
const FIVE_MINUTES = 5 * 60_000;

test.use({ viewport: { width: 1366, height: 768 } });

test('a booked meeting shows in My Agenda with its buttons and is cancelled from there', async ({ page }) => {
  const request = page.request;
  const [myId, otherId] = [await liveParticipantId(request, ME), await liveParticipantId(request, OTHER)];
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

  await row.getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Meeting cancelled' })).toBeVisible();
  await expect(row).toBeHidden();
});
