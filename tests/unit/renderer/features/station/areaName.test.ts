import { describe, expect, it } from 'vitest';
import { areaName } from '../../../../../renderer/src/features/station/areaName';
import { VENUE_ENTRANCE_ID, VENUE_ENTRANCE_NAME } from '@shared/schemas/checkin';

const t = (key: string) => `«${key}»`;

describe('area names on screen', () => {
  it("shows the server's default venue entrance name in the reader's language", () => {
    expect(areaName({ id: VENUE_ENTRANCE_ID, name: VENUE_ENTRANCE_NAME }, t)).toBe('«checkin.venueEntrance»');
  });

  it('keeps a name organizers gave the venue entrance, and every other area name, as written', () => {
    expect(areaName({ id: VENUE_ENTRANCE_ID, name: 'Main doors' }, t)).toBe('Main doors');
    expect(areaName({ id: 'mainHall', name: VENUE_ENTRANCE_NAME }, t)).toBe(VENUE_ENTRANCE_NAME);
  });
});
