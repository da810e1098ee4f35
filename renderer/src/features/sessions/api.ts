import { topicPath, topics } from '@shared/live/topics';
import type { MySessionEntry, PublicSessionState } from '@shared/schemas/sessions';
import { api } from '../../api/client';
import { live } from '../../api/live';
import { apiPrefetched, prefetch } from '../../api/prefetch';

/** GET /v1/event/sessions: the program as I may see it, with my state per session. */
export const fetchSessions = (eventId: string, signal?: AbortSignal) =>
  apiPrefetched('sessionList', { query: { eventId }, signal });

/** Starts fetchSessions as the program is navigated to (its route's loader). */
export const prefetchSessions = (eventId: string) => prefetch('sessionList', { query: { eventId } });

/** GET /v1/event/session: one session (404 when I may not see it). */
export const fetchSession = (eventId: string, id: string, signal?: AbortSignal) =>
  api('sessionGet', { query: { eventId, id }, signal });

/** POST /v1/event/schedule/join; a blocking session answers with a pending entry. */
export const joinSession = (eventId: string, sessionId: string, occurrenceId?: string) =>
  api('scheduleJoin', { body: { eventId, selectedSessionId: sessionId, occurrenceId } });

/** POST /v1/event/schedule/leave: leaves, removes from the agenda or withdraws the request. */
export const leaveSession = (eventId: string, sessionId: string) =>
  api('scheduleLeave', { body: { eventId, selectedSessionId: sessionId } });

/**
 * POST /v1/event/schedule/ping: I entered the session's conference (last join time); answers the
 * room and the URL to open, with a conference token (DECISIONS 6).
 */
export const pingSession = (
  eventId: string,
  sessionId: string,
  flags: { rehearsal?: boolean; asModerator?: boolean } = {},
) => api('schedulePing', { body: { eventId, selectedSessionId: sessionId, ...flags } });

/**
 * newEvents/{eventId}/public_sessions/{sessionId}: the session's seats as they change. Payloads
 * that do not parse are dropped.
 */
export function subscribePublicSession(
  eventId: string,
  sessionId: string,
  onValue: (state: PublicSessionState) => void,
): () => void {
  return live.subscribe(topicPath('publicSession', { eventId, sessionId }), (event) => {
    if (event.type !== 'snapshot' && event.type !== 'value') return;
    const parsed = topics.publicSession.payload.safeParse(event.value);
    if (parsed.success) onValue(parsed.data);
  });
}

/** newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}: my entry (null: none). */
export function subscribeMySession(
  eventId: string,
  participantId: string,
  sessionId: string,
  onValue: (entry: MySessionEntry | null, snapshot: boolean) => void,
): () => void {
  return live.subscribe(topicPath('mySession', { eventId, participantId, sessionId }), (event) => {
    if (event.type !== 'snapshot' && event.type !== 'value') return;
    const parsed = topics.mySession.payload.safeParse(event.value);
    if (parsed.success) onValue(parsed.data, event.type === 'snapshot');
  });
}
