import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParticipantAdminDetails } from '@shared/schemas/participants';
import { ApiCallError } from '../../../renderer/src/api/errors';
import { invitationKeys } from '../../../renderer/src/features/meetings/api';
import { AttendeeProfile } from '../../../renderer/src/features/networking/components/AttendeeProfile';
import { aCard, aMatch, anEvent } from '../support/builders';
import { renderScreen } from '../support/renderScreen';
import { seedFailure } from '../support/seed';

const card = aCard({ id: 'p1', name: 'Grace', surname: 'Hopper', jobTitle: 'Rear admiral' });
const event = (organizer: boolean) => anEvent({}, { organizer });
const admin: ParticipantAdminDetails = {
  ...card,
  email: 'grace@hopper.example',
  phone: null,
  state: 'active',
  ticketNumber: 'T-000123',
  ticketTypeId: 'standard',
  checkInAdmin: false,
  rights: [],
  entranceUpdatedAt: null,
};

function renderProfile(organizer: boolean, adminError = false) {
  renderScreen(
    <AttendeeProfile
      event={event(organizer)}
      attendee={{ card, match: aMatch(card.id) }}
      admin={organizer && !adminError ? admin : undefined}
      adminError={adminError}
    />,
    {
      // The Meet panel asks where I stand with them: not this test's subject.
      seed: (client) =>
        seedFailure(
          client,
          invitationKeys.view(event(organizer).id, card.id),
          new ApiCallError(500, 'x', 'x'),
        ),
    },
  );
}

describe("a person's profile", () => {
  it('shows an organizer the admin details: the ticket number', () => {
    renderProfile(true);
    const details = screen.getByTestId('attendee-admin-details');
    expect(within(details).getByRole('heading', { name: 'Organizer details' })).toBeTruthy();
    expect(within(details).getByText('Ticket number')).toBeTruthy();
    expect(within(details).getByText('T-000123')).toBeTruthy();
  });

  it('shows an organizer that the admin details could not load', () => {
    renderProfile(true, true);
    expect(within(screen.getByTestId('attendee-admin-details')).getByRole('alert')).toBeTruthy();
  });

  it('shows an attendee no admin details', () => {
    renderProfile(false);
    expect(screen.getByText(/Rear admiral/)).toBeTruthy();
    expect(screen.queryByTestId('attendee-admin-details')).toBeNull();
    expect(screen.queryByText('Organizer details')).toBeNull();
  });
});
