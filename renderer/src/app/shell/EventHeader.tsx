import { Suspense } from 'react';
import { usePanels } from '../../registry/usePanels';

/**
 * What features show above every page of the event whose pages are open (the event tabs). Loaded
 * with the first event page, so the event list does not download it.
 */
export function EventHeader({ eventId }: { eventId: string }) {
  const panels = usePanels('eventHeader');
  return panels.map(({ Component }, index) => (
    <Suspense key={index} fallback={null}>
      <Component eventId={eventId} />
    </Suspense>
  ));
}
