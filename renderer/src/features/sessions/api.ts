import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';
import { eventKeys } from '../eventHome';

/** Query keys of the program: below the event's key (eventHome/api.ts), so they follow the event. */
export const sessionKeys = {
  list: (eventId: string) => [...eventKeys.all(eventId), 'sessions'] as const,
  detail: (eventId: string, sessionId: string) => [...eventKeys.all(eventId), 'session', sessionId] as const,
};

/** GET /v1/event/sessions: the program as I may see it, with my state per session. */
export const sessionsQuery = (eventId: string) =>
  queryOptions({
    queryKey: sessionKeys.list(eventId),
    queryFn: ({ signal }) => api('sessionList', { query: { eventId }, signal }),
  });

/** Starts the program as it is navigated to (its route's loader). */
export const prefetchSessions = (eventId: string) => prefetch(sessionsQuery(eventId));

/** GET /v1/event/session: one session (404 when I may not see it). */
export const sessionQuery = (eventId: string, sessionId: string) =>
  queryOptions({
    queryKey: sessionKeys.detail(eventId, sessionId),
    queryFn: ({ signal }) => api('sessionGet', { query: { eventId, id: sessionId }, signal }),
  });

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
