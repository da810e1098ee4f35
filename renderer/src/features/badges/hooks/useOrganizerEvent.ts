import type { EventDetails } from '@shared/schemas/event';
import { ApiCallError } from '../../../api/errors';
import { useEventDetails } from '../../eventHome';

export type OrganizerEventState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** Signed in, but not an organizer of this event: the screens say so (the server refuses too). */
  | { status: 'forbidden'; event: EventDetails | null }
  | { status: 'ready'; event: EventDetails };

/** The event of an organizer screen (its details query), with the me.organizer check. */
export function useOrganizerEvent(eventId: string): { state: OrganizerEventState; retry: () => void } {
  const { data: event, error, refetch } = useEventDetails(eventId);
  const retry = () => void refetch();
  if (event)
    return { state: event.me.organizer ? { status: 'ready', event } : { status: 'forbidden', event }, retry };
  if (!error) return { state: { status: 'loading' }, retry };
  const refused = error instanceof ApiCallError && (error.status === 403 || error.status === 404);
  return { state: refused ? { status: 'forbidden', event: null } : { status: 'error', error }, retry };
}
