/**
 * Where an event opens (spec core §2 "Landing inside an event": its indexPagePath): its landing
 * page when a feature declares a screen for it (Feature.landingPages), else its program — an event
 * set to land on a page this app does not have yet opens a page that exists.
 */
export function eventLandingPath(
  eventId: string,
  indexPagePath: string,
  landingPages: readonly string[],
): string {
  const index = indexPagePath.replace(/^\/+|\/+$/g, '');
  const page = landingPages.includes(index) ? index : 'sessions';
  return page ? `/event/${eventId}/${page}` : `/event/${eventId}`;
}
