import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCallError, ClientErrorCode } from '../../../renderer/src/api/errors';
import { eventListKeys } from '../../../renderer/src/features/events/api';
import { EventListPage } from '../../../renderer/src/features/events/components/EventListPage';
import { anEvent } from '../support/builders';
import { renderScreen } from '../support/renderScreen';
import { seedFailure } from '../support/seed';

describe('the event list (/event/list)', () => {
  it('of someone in no event says they have none yet', async () => {
    renderScreen(<EventListPage />, { seed: (client) => client.setQueryData(eventListKeys.mine(), []) });
    const empty = await screen.findByTestId('events-empty');
    expect(within(empty).getByText('You have no events yet')).toBeTruthy();
  });

  it('says when a search finds no event, and Clear search brings the events back', async () => {
    const { user } = renderScreen(<EventListPage />, {
      seed: (client) =>
        client.setQueryData(eventListKeys.mine(), [anEvent({ name: 'Hudson Product Forum' })]),
    });
    await user.type(await screen.findByRole('searchbox'), 'no such conference');
    const none = await screen.findByTestId('events-no-result');
    expect(within(none).getByText('No events match “no such conference”')).toBeTruthy();
    await user.click(within(none).getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByTestId('events-no-result')).toBeNull();
    expect(screen.getAllByText('Hudson Product Forum').length).toBeGreaterThan(0);
  });

  it('that could not load says so, why, and offers Try again', async () => {
    renderScreen(<EventListPage />, {
      seed: (client) =>
        seedFailure(client, eventListKeys.mine(), new ApiCallError(0, ClientErrorCode.Network, 'offline')),
    });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Your events could not be loaded.')).toBeTruthy();
    expect(within(failed).getByText('Please check your network connection.')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
