import { usePanels } from '../../registry/usePanels';

/**
 * What features show above every page of the event whose pages are open (the event tabs). Loaded
 * with the first event page, so the event list does not download it. Its panels suspend to the
 * shell's boundary around the header and the page (AppShell): the page shows once they are in, so
 * it never moves down under the reader's pointer when they arrive.
 */
export function EventHeader({ eventId }: { eventId: string }) {
  return usePanels('eventHeader').map(({ Component }, index) => <Component key={index} eventId={eventId} />);
}
