import { useCallback, useEffect, useState } from 'react';
import type { Session } from '@shared/schemas/sessions';
import { fetchSession, fetchSessions, subscribeMySession, subscribePublicSession } from '../api';
import { withPublicState } from '../sessionView';

export type ProgramState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; sessions: Session[] };

/** Kept here for the hooks that import it from the program. */
export { withPublicState };

/**
 * The program of one event, kept current: seats follow each session's public topic, and my own
 * entry's topic (an organizer approving my request, a join from another tab) reloads that session.
 * update() puts in the session a call (join, leave) answered with.
 */
export function useProgram(eventId: string, participantId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: ProgramState } | null>(null);
  const key = `${eventId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = `${eventId}#${attempt}`;
    fetchSessions(eventId, controller.signal).then(
      (sessions) => setState({ key: requestKey, value: { status: 'ready', sessions } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: requestKey, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const value: ProgramState = state?.key === key ? state.value : { status: 'loading' };
  const ids = value.status === 'ready' ? value.sessions.map((s) => s.id).join(',') : '';

  const update = useCallback((next: Session) => {
    setState((prev) =>
      prev?.value.status === 'ready'
        ? {
            ...prev,
            value: {
              status: 'ready',
              sessions: prev.value.sessions.map((s) => (s.id === next.id ? next : s)),
            },
          }
        : prev,
    );
  }, []);

  const reload = useCallback(
    (sessionId: string) => {
      fetchSession(eventId, sessionId).then(update, () => undefined);
    },
    [eventId, update],
  );

  useEffect(() => {
    if (!ids) return;
    const unsubscribe = ids.split(',').flatMap((sessionId) => {
      const offPublic = subscribePublicSession(eventId, sessionId, (publicState) =>
        setState((prev) =>
          prev?.value.status === 'ready'
            ? {
                ...prev,
                value: {
                  status: 'ready',
                  sessions: prev.value.sessions.map((s) => withPublicState(s, publicState)),
                },
              }
            : prev,
        ),
      );
      if (!participantId) return [offPublic];
      // The snapshot repeats what the list already says; only later changes need a reload.
      const offMine = subscribeMySession(eventId, participantId, sessionId, (_entry, snapshot) => {
        if (!snapshot) reload(sessionId);
      });
      return [offPublic, offMine];
    });
    return () => unsubscribe.forEach((off) => off());
  }, [eventId, participantId, ids, reload]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: value, update, retry };
}
