import { useCallback, useEffect, useState } from 'react';
import type { EventDetails } from '@shared/schemas/event';
import { fetchEventDetails } from '../api';

export type OrganizerEventState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** Signed in, but not an organizer of this event: the screens say so (the server refuses too). */
  | { status: 'forbidden'; event: EventDetails | null }
  | { status: 'ready'; event: EventDetails };

/** The event of an organizer screen, with the me.organizer check. */
export function useOrganizerEvent(eventId: string) {
  const [state, setState] = useState<OrganizerEventState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchEventDetails(eventId, controller.signal).then(
      (event) => setState(event.me.organizer ? { status: 'ready', event } : { status: 'forbidden', event }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = (error as { status?: number }).status;
        setState(
          status === 403 || status === 404
            ? { status: 'forbidden', event: null }
            : { status: 'error', error },
        );
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
