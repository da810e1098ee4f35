import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTopicInvalidates } from '../../../api/liveQuery';
import { useMySessionChanges, useSeatsIntoCache } from '../../sessions';
import { agendaKeys, agendaQuery } from '../api';
import { sessionsInAgenda } from '../agendaSessions';

/** Changes that come in a burst (a join publishes several topics) reload once. */
const RELOAD_DEBOUNCE_MS = 250;

/**
 * My agenda of one event (the query), kept current: my entry's topic of every session in it (and
 * of `watchSessionIds`, the sessions a screen beside it can add) reloads the agenda, and so does my
 * invitations pool (newEvents/{eventId}/invitations/{participantId}), which every meeting action
 * of either person publishes (a request accepted, rescheduled, cancelled; a guest added); seats
 * follow the sessions' public topics. reload() after my own changes by a session's button (off-time's
 * changes invalidate it themselves, useOffTime).
 */
export function useAgenda(
  eventId: string,
  participantId: string | undefined,
  watchSessionIds: string[] = [],
) {
  const client = useQueryClient();
  const agenda = useQuery(agendaQuery(eventId));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reload = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: agendaKeys.agenda(eventId) });
    }, RELOAD_DEBOUNCE_MS);
  }, [client, eventId]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const agendaIds = [
    ...new Set(agenda.data?.rows.flatMap((r) => (r.kind === 'session' ? [r.sessionId] : [])) ?? []),
  ];
  useMySessionChanges(eventId, participantId, [...agendaIds, ...watchSessionIds], reload);
  useSeatsIntoCache(agendaKeys.agenda(eventId), eventId, agendaIds, sessionsInAgenda);
  useTopicInvalidates('invitations', participantId ? [{ eventId, poolId: participantId }] : [], () => [
    agendaKeys.agenda(eventId),
  ]);

  return { agenda, reload };
}
