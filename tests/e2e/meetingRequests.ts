import type { APIRequestContext } from '@playwright/test';
import type { MeetingSlots } from '@shared/schemas/meetingSlots';
import type { ParticipantCard } from '@shared/schemas/participants';
import type { Agenda } from '@shared/schemas/sessions';
import { api, appToken, LIVE_EVENT_ID } from './demo';
import { expect } from './support';

/** A demo account's participant id in the live event, as its event list answers it. */
export async function liveParticipantId(
  request: APIRequestContext,
  email: string,
  eventId = LIVE_EVENT_ID,
): Promise<string> {
  const token = await appToken(request, email);
  const { data } = await api<{ data: { id: string; participantId: string | null }[] }>(
    request,
    token,
    'GET',
    '/v1/event',
  );
  const participantId = data.find((event) => event.id === eventId)?.participantId;
  if (!participantId) throw new Error(`${email} is not in the live event`);
  return participantId;
}

/**
 * One demo account sends another a meeting request in the live event through the real flow
 * (POST /v1/event/schedule/invite), which notifies the receiver (docs/notifications.md). With
 * `once`, a refusal (a request between them already waiting, from an earlier screen of the same
 * run) is fine: the notification exists.
 */
export async function sendMeetingRequest(
  request: APIRequestContext,
  from: string,
  to: string,
  { once = false, eventId = LIVE_EVENT_ID } = {},
): Promise<void> {
  const participantId = await liveParticipantId(request, to, eventId);
  const token = await appToken(request, from);
  const response = await request.post('/v1/event/schedule/invite', {
    data: { eventId, participantId },
    headers: { authorization: `Bearer ${token}` },
  });
  if (once && response.status() === 409) return;
  expect(response.ok(), `invite ${from} → ${to}: ${await response.text()}`).toBe(true);
}

/** Clears a demo account's badge (seenAll), so a test starts from zero unseen. */
export async function clearBadge(request: APIRequestContext, email: string): Promise<void> {
  const token = await appToken(request, email);
  await api(request, token, 'POST', '/v1/notifications/seen', { seenAll: true });
}

/**
 * The organizer pre-books (POST /v1/event/schedule/prebook) a meeting of an account and a
 * generated attendee in the live event (the demo's, or a world's with its organizer), once: none is booked while the account's agenda
 * holds a pre-booked meeting already. The last slot free for both is taken, far from the first free
 * ones other tests book into.
 */
export async function prebookOnce(
  request: APIRequestContext,
  email: string,
  organizer = 'organizer@lanyard.test',
  eventId = LIVE_EVENT_ID,
): Promise<void> {
  const token = await appToken(request, organizer);
  const participantId = await liveParticipantId(request, email, eventId);
  const agenda = await api<{ data: Agenda }>(
    request,
    token,
    'GET',
    `/v1/event/agenda?eventId=${eventId}&asParticipantId=${participantId}`,
  );
  if (agenda.data.rows.some((r) => r.kind === 'meeting' && r.meeting.preBooked)) return;
  const found = await api<{ data: { results: ParticipantCard[] } }>(
    request,
    token,
    'POST',
    '/v1/event/participant/search2',
    { eventId, query: '', length: 60, organizer: true },
  );
  const other = found.data.results.find((p) => !p.email?.endsWith('@lanyard.test'));
  if (!other) throw new Error('no generated attendee in the live event');
  const slots = await api<{ data: MeetingSlots }>(
    request,
    token,
    'GET',
    `/v1/event/meetingSlots?eventId=${eventId}&participantId=${other.id}&asParticipantId=${participantId}`,
  );
  const slot = slots.data.days.flatMap((d) => d.slots).findLast((s) => s.free);
  if (!slot) throw new Error(`no slot free for ${email} and a generated attendee`);
  await api(request, token, 'POST', '/v1/event/schedule/prebook', {
    eventId,
    participantIds: [participantId, other.id],
    slotId: slot.id,
  });
}
