import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventType } from '@shared/rules/sessionButton';
import type { Session, SessionType } from '@shared/schemas/sessions';
import { SessionCard } from '../../../renderer/src/features/sessions/components/SessionCard';
import { SessionDetails } from '../../../renderer/src/features/sessions/components/SessionDetails';
import { EVENT_ID } from '../support/builders';
import { renderScreen } from '../support/renderScreen';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 10, 12);

/** A session of the program as GET /v1/event/sessions answers an attendee, one occurrence at `startsAt`. */
function aSession(type: SessionType, startsAt: number): Session {
  return {
    id: `s-${startsAt}`,
    eventId: EVENT_ID,
    name: '1:1 meetings',
    type,
    description: '',
    location: 'Meeting area',
    tracks: [],
    speakers: [],
    moderators: [],
    translators: [],
    visibleToParticipant: true,
    hidden: false,
    restricted: false,
    allowedParticipants: [],
    blocking: false,
    externalLink: null,
    offlineLink: null,
    onSite: false,
    confType: 'none',
    occurrences: [
      { id: `o-${startsAt}`, startsAt, endsAt: startsAt + HOUR, capacity: null, usedCapacity: 0 },
    ],
    rehearsalStarted: false,
    me: {
      inAgenda: null,
      request: 'none',
      requestOccurrenceId: null,
      role: 'attendee',
      collidingOccurrenceIds: [],
      ljt: null,
      checkedInAt: null,
    },
  };
}

const eventType: EventType = 'hybrid';
// Yesterday's, one running now and tomorrow's, as the live demo event holds them.
const slots = [NOW - 24 * HOUR, NOW - HOUR / 2, NOW + 24 * HOUR].flatMap((startsAt) =>
  (['moostoo', 'moostoo_meeting'] as const).map((type) => aSession(type, startsAt)),
);

describe('1:1 meeting slots in the program', () => {
  it('say on every card that they are meeting slots and offer no button the server would refuse', () => {
    renderScreen(
      <>
        {slots.map((session) => (
          <SessionCard
            key={session.id + session.type}
            entry={{
              session,
              day: new Date(session.occurrences[0]!.startsAt).toISOString().slice(0, 10),
              occurrences: session.occurrences,
              startsAt: session.occurrences[0]!.startsAt,
              endsAt: session.occurrences[0]!.endsAt,
            }}
            eventTimeZone="UTC"
            eventType={eventType}
            now={NOW}
            detailsTo={`/event/${EVENT_ID}/sessions/${session.id}`}
            onChange={() => undefined}
          />
        ))}
      </>,
    );
    const cards = screen.getAllByRole('article', { name: '1:1 meetings' });
    expect(cards).toHaveLength(slots.length);
    for (const card of cards) {
      expect(within(card).getByTestId('session-not-joined').textContent).toMatch(/1:1 meeting slots/);
      expect(within(card).queryAllByRole('button')).toHaveLength(0);
    }
  });

  it('say so on their details too, with no agenda, join or request button', () => {
    for (const session of slots) {
      const { unmount } = renderScreen(
        <SessionDetails
          session={session}
          eventTimeZone="UTC"
          eventType={eventType}
          now={NOW}
          onChange={() => undefined}
        />,
      );
      const details = screen.getByTestId('session-details');
      expect(within(details).getByTestId('session-not-joined')).toBeTruthy();
      expect(within(details).queryAllByRole('button', { name: /agenda|join|request/i })).toHaveLength(0);
      unmount();
    }
  });
});
