import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../renderer/src/api/errors';
import { eventListKeys } from '../../../renderer/src/features/events/api';
import { invitationKeys, NO_INVITATION_FILTERS } from '../../../renderer/src/features/meetings/api';
import { InvitationsPage } from '../../../renderer/src/features/meetings/components/InvitationsPage';
import { renderScreen } from '../support/renderScreen';
import { seedFailure } from '../support/seed';

describe('the invitations (/invitations)', () => {
  it('with none says there are none here', async () => {
    renderScreen(<InvitationsPage />, {
      url: '/invitations',
      seed: (client) => {
        client.setQueryData(eventListKeys.mine(), []);
        client.setQueryData(invitationKeys.list(NO_INVITATION_FILTERS), []);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeTruthy();
    expect((await screen.findByTestId('invitations-empty')).textContent).toBe('No invitations here.');
  });

  it('that could not load say why and offer Try again', async () => {
    renderScreen(<InvitationsPage />, {
      url: '/invitations',
      seed: (client) => {
        client.setQueryData(eventListKeys.mine(), []);
        seedFailure(
          client,
          invitationKeys.list(NO_INVITATION_FILTERS),
          new ApiCallError(500, 'MST-00000', 'boom'),
        );
      },
    });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Unknown error. Please try again.')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('invitations-empty')).toBeNull();
  });
});
