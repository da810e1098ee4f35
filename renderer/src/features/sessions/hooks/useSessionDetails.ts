import { useCallback, useEffect, useState } from 'react';
import type { Session } from '@shared/schemas/sessions';
import { fetchSession, subscribeMySession, subscribePublicSession } from '../api';
import { withPublicState } from './useProgram';

export type SessionState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; session: Session };

/**
 * One session loaded on its own (the agenda's session page, a session the program does not list),
 * kept current by its public topic and my entry's topic like the program's.
 */
export function useSessionDetails(
  eventId: string,
  sessionId: string,
  participantId: string | undefined,
  skip = false,
) {
  const key = `${eventId}/${sessionId}`;
  const [state, setState] = useState<{ key: string; value: SessionState } | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchSession(eventId, sessionId, signal).then(
        (session) => setState({ key, value: { status: 'ready', session } }),
        (error: unknown) => {
          if (!signal?.aborted) setState({ key, value: { status: 'error', error } });
        },
      ),
    [eventId, sessionId, key],
  );

  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    void load(controller.signal);
    const offPublic = subscribePublicSession(eventId, sessionId, (publicState) =>
      setState((prev) =>
        prev?.value.status === 'ready'
          ? { ...prev, value: { status: 'ready', session: withPublicState(prev.value.session, publicState) } }
          : prev,
      ),
    );
    const offMine = participantId
      ? subscribeMySession(eventId, participantId, sessionId, (_entry, snapshot) => {
          if (!snapshot) void load();
        })
      : () => undefined;
    return () => {
      controller.abort();
      offPublic();
      offMine();
    };
  }, [eventId, sessionId, participantId, skip, load]);

  const update = useCallback(
    (session: Session) => setState({ key, value: { status: 'ready', session } }),
    [key],
  );
  const value: SessionState = state?.key === key ? state.value : { status: 'loading' };
  return { state: value, update };
}
