/**
 * Event sub-pages an event may land on (spec core §2 "Landing inside an event": its
 * indexPagePath) that have a screen here. An area that adds one (attendees, lobby…) adds it to
 * this list; until then such an event lands on its program instead of a page that does not exist.
 */
const LANDING_PAGES: readonly string[] = ['', 'sessions'];

/** Where an event opens: its landing page when that page exists, else its program. */
export function eventLandingPath(eventId: string, indexPagePath: string): string {
  const index = indexPagePath.replace(/^\/+|\/+$/g, '');
  const page = LANDING_PAGES.includes(index) ? index : 'sessions';
  return page ? `/event/${eventId}/${page}` : `/event/${eventId}`;
}
