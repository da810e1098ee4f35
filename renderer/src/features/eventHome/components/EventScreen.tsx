import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import { PageSpinner } from '../../../ui/Spinner';
import { useEventDetails } from '../hooks/useEventDetails';
import { EventLoadError } from './EventLoadError';

export interface EventScreenProps {
  /** What did not load, in the screen's words ("The program could not be loaded."). */
  loadError: string;
  /** Where the load error sits on the page. */
  errorClassName?: string | undefined;
  /** The screen, once the event's details are here. */
  children: (event: EventDetails) => ReactNode;
}

/**
 * A screen of the event in the address (/event/:eventId/…): a spinner while the event's details
 * load, why they did not (EventLoadError, with Retry), then the screen with the event.
 */
export function EventScreen({ loadError, errorClassName, children }: EventScreenProps) {
  const { eventId = '' } = useParams();
  const { data: event, error, refetch } = useEventDetails(eventId);
  if (event) return children(event);
  if (!error) return <PageSpinner />;
  return (
    <EventLoadError error={error} retry={() => void refetch()} title={loadError} className={errorClassName} />
  );
}
