import { describe, expect, it } from 'vitest';
import { eventLandingPath } from '../../../../../renderer/src/features/eventHome/landing';

/** Join on an event card and a domain's public event open a page that exists (spec core §2 landing). */

const ID = '0123456789abcdef0123456789abcdef';
/** The landing pages the features declare today: the event page and the program. */
const PAGES = ['', 'sessions'];

describe('event landing path', () => {
  it('lands on the program when the event says so', () => {
    expect(eventLandingPath(ID, 'sessions', PAGES)).toBe(`/event/${ID}/sessions`);
    expect(eventLandingPath(ID, '/sessions/', PAGES)).toBe(`/event/${ID}/sessions`);
  });

  it('lands on the event page for an empty landing', () => {
    expect(eventLandingPath(ID, '', PAGES)).toBe(`/event/${ID}`);
  });

  it.each(['attendees', 'lobby', 'no-such-page', 'checkin'])(
    'lands on the program instead of %s, which has no landing screen',
    (index) => {
      expect(eventLandingPath(ID, index, PAGES)).toBe(`/event/${ID}/sessions`);
    },
  );
});
