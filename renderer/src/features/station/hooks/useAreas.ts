import { useEffect, useState } from 'react';
import type { Area } from '@shared/schemas/checkin';
import { fetchAreas, subscribeAreas } from '../api';

export type AreasState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; areas: Area[] };

/** The event's check-in areas with live occupancy: fetched, then kept current over the live socket. */
export function useAreas(eventId: string): AreasState {
  const [state, setState] = useState<AreasState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let live = false;
    fetchAreas(eventId, controller.signal).then(
      (areas) => {
        if (!live) setState({ status: 'ready', areas });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !live) setState({ status: 'error', error });
      },
    );
    const stop = subscribeAreas(eventId, (areas) => {
      live = true;
      setState({ status: 'ready', areas });
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [eventId]);

  return state;
}
