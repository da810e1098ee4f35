import { VENUE_ENTRANCE_ID, VENUE_ENTRANCE_NAME, type Area } from '@shared/schemas/checkin';

/**
 * An area's name as the screen shows it. The server names the built-in venue entrance in English
 * ("Venue entrance") until organizers rename it; that default is shown in the reader's language.
 * A name an organizer chose is theirs and shown as written.
 */
export function areaName(
  area: Pick<Area, 'id' | 'name'>,
  t: (key: 'checkin.venueEntrance') => string,
): string {
  return area.id === VENUE_ENTRANCE_ID && area.name === VENUE_ENTRANCE_NAME
    ? t('checkin.venueEntrance')
    : area.name;
}
