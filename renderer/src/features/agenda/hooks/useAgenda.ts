import { useCallback, useEffect, useRef, useState } from 'react';
import type { Agenda } from '@shared/schemas/sessions';
import { subscribeMySession, subscribePublicSession, withPublicState } from '../../sessions';
import { fetchAgenda } from '../api';

export type AgendaState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; agenda: Agenda };

/** Changes that come in a burst (a join publishes several topics) reload once. */
const RELOAD_DEBOUNCE_MS = 250;

/**
 * My agenda of one event, kept current: my entry's topic of every session in it (and of
 * `watchSessionIds`, the sessions a screen beside it can add) reloads the agenda; seats follow the
 * sessions' public topics. reload() after my own changes (off-time, a button).
 */
export function useAgenda(
  eventId: string | null,
  participantId: string | undefined,
  watchSessionIds: string[] = [],
) {
  const [state, setState] = useState<{ eventId: string; value: AgendaState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!eventId) return;
    const controller = new AbortController();
    fetchAgenda(eventId, controller.signal).then(
      (agenda) => setState({ eventId, value: { status: 'ready', agenda } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ eventId, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const reload = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setAttempt((n) => n + 1);
    }, RELOAD_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const value: AgendaState = eventId && state?.eventId === eventId ? state.value : { status: 'loading' };
  const agendaIds =
    value.status === 'ready'
      ? value.agenda.rows.flatMap((r) => (r.kind === 'session' ? [r.sessionId] : []))
      : [];
  const watched = [...new Set([...agendaIds, ...watchSessionIds])].sort().join(',');
  const seated = [...new Set(agendaIds)].sort().join(',');

  useEffect(() => {
    if (!eventId || !participantId || !watched) return;
    const offs = watched.split(',').map((sessionId) =>
      subscribeMySession(eventId, participantId, sessionId, (_entry, snapshot) => {
        if (!snapshot) reload();
      }),
    );
    return () => offs.forEach((off) => off());
  }, [eventId, participantId, watched, reload]);

  useEffect(() => {
    if (!eventId || !seated) return;
    const offs = seated.split(',').map((sessionId) =>
      subscribePublicSession(eventId, sessionId, (publicState) =>
        setState((prev) =>
          prev?.value.status === 'ready'
            ? {
                ...prev,
                value: {
                  status: 'ready',
                  agenda: {
                    ...prev.value.agenda,
                    rows: prev.value.agenda.rows.map((r) =>
                      r.kind === 'session' ? { ...r, session: withPublicState(r.session, publicState) } : r,
                    ),
                  },
                },
              }
            : prev,
        ),
      ),
    );
    return () => offs.forEach((off) => off());
  }, [eventId, seated]);

  return { state: value, reload };
}
