import { useCallback, useEffect, useState } from 'react';
import type { EventSummary } from '@shared/schemas/event';
import { fetchMyEvents } from '../api';

type State =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; events: EventSummary[] };

export function useMyEvents() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchMyEvents(controller.signal).then(
      (events) => setState({ status: 'ready', events }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
