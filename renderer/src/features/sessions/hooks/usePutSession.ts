import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Session } from '@shared/schemas/sessions';
import { sessionKeys } from '../api';

/**
 * Puts a session as the server now sees it (a join's or leave's answer, a reload) into the cached
 * program and the cached details of that session, where they are cached.
 */
export function usePutSession(): (session: Session) => void {
  const client = useQueryClient();
  return useCallback(
    (session: Session) => {
      client.setQueryData<Session[]>(sessionKeys.list(session.eventId), (list) =>
        list?.map((s) => (s.id === session.id ? session : s)),
      );
      client.setQueryData<Session>(sessionKeys.detail(session.eventId, session.id), (cached) =>
        cached ? session : undefined,
      );
    },
    [client],
  );
}
