import { useOutletContext } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';

/** What the event page hands the screens it hosts (/event/:eventId/checkin …). */
export interface EventOutletContext {
  event: EventDetails;
}

export const useEventOutlet = () => useOutletContext<EventOutletContext>();
