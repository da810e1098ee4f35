import type { APIRequestContext } from '@playwright/test';
import { api, appToken, LIVE_EVENT_ID } from './demo';
import { liveParticipantId } from './meetingRequests';

/**
 * One demo account writes to another in the live event through the real route (POST
 * /v1/chat/room with a first message: their pair's room, made when they have none); answers the
 * room's id.
 */
export async function chatByApi(
  request: APIRequestContext,
  from: string,
  to: string,
  firstMessage: string,
  eventId = LIVE_EVENT_ID,
): Promise<string> {
  const participantId = await liveParticipantId(request, to, eventId);
  const token = await appToken(request, from);
  const { data } = await api<{ data: { object: string } }>(request, token, 'POST', '/v1/chat/room', {
    eventId,
    members: [participantId],
    type: 'private',
    name: '',
    firstMessage,
  });
  return data.object;
}
