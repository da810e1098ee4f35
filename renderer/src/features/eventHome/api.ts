import { api } from '../../api/client';

/** GET /v1/event/details?id: the event with my participant record, printers and default badge. */
export const fetchEventDetails = (id: string, signal?: AbortSignal) =>
  api('eventDetails', { query: { id }, signal });
