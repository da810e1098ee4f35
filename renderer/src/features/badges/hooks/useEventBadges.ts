import { useCallback, useEffect, useState } from 'react';
import type { BadgeTemplate } from '@shared/schemas/badge';
import { fetchBadges } from '../api';

type State =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; badges: BadgeTemplate[] };

/** The event's badge templates; reload() after a change. */
export function useEventBadges(eventId: string) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchBadges(eventId, controller.signal).then(
      (badges) => setState({ status: 'ready', badges }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
