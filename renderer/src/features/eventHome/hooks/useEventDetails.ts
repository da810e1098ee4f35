import { useCallback, useEffect, useState } from 'react';
import type { EventDetails } from '@shared/schemas/event';
import { fetchEventDetails } from '../api';

export type EventDetailsState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; event: EventDetails };

/** One event's details; retry() asks again after a failure. */
export function useEventDetails(eventId: string) {
  const [attempt, setAttempt] = useState(0);
  const request = `${eventId}#${attempt}`;
  /** The answer and the request it answers: another event (or a retry) is loading until its own arrives. */
  const [answer, setAnswer] = useState<{ request: string; state: EventDetailsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const key = `${eventId}#${attempt}`;
    fetchEventDetails(eventId, controller.signal).then(
      (event) => setAnswer({ request: key, state: { status: 'ready', event } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request: key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: EventDetailsState = answer?.request === request ? answer.state : { status: 'loading' };
  return { state, retry };
}
