import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParticipantCard } from '@shared/schemas/participants';
import { AttendeeCard } from '../../../renderer/src/features/networking/components/AttendeeCard';
import { aCard, aMatch, anEvent } from '../support/builders';
import { renderScreen } from '../support/renderScreen';

/** Directory cards of a running event as an attendee sees them, with the other features' actions. */
function renderCards(...cards: ParticipantCard[]) {
  const event = anEvent();
  renderScreen(
    <>
      {cards.map((card) => (
        <AttendeeCard
          key={card.id}
          event={event}
          attendee={{ card, match: aMatch(card.id) }}
          viewed={false}
          query=""
        />
      ))}
    </>,
  );
  return (name: string) => screen.getByRole('article', { name });
}

describe('a directory card', () => {
  it('of a ticket holder who has not signed up says so and offers neither Meet nor Chat; one with an account offers both', async () => {
    const card = renderCards(
      aCard({ id: 'p1', name: 'Grace', surname: 'Hopper', userId: null }),
      aCard({ id: 'p2', name: 'Ada', surname: 'Lovelace' }),
    );
    const reachable = card('Ada Lovelace');
    // Meet and Chat are panels of other features, loaded on demand: once they show on one card,
    // they have had their chance on the other.
    expect(await within(reachable).findByRole('link', { name: 'Meet: Ada Lovelace' })).toBeTruthy();
    expect(await within(reachable).findByRole('link', { name: 'Chat with Ada Lovelace' })).toBeTruthy();
    expect(within(reachable).queryByText("Hasn't joined Lanyard yet")).toBeNull();

    const waiting = card('Grace Hopper');
    expect(within(waiting).getByText("Hasn't joined Lanyard yet")).toBeTruthy();
    expect(within(waiting).queryByRole('link', { name: /^Meet/ })).toBeNull();
    expect(within(waiting).queryByRole('link', { name: /^Chat with/ })).toBeNull();
  });
});
