import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Agenda } from '@shared/schemas/sessions';
import { agendaKeys } from '../../../renderer/src/features/agenda/api';
import { MyAgendaPage } from '../../../renderer/src/features/agenda/components/MyAgendaPage';
import { eventKeys } from '../../../renderer/src/features/eventHome/api';
import { eventListKeys } from '../../../renderer/src/features/events/api';
import { anEvent } from '../support/builders';
import { renderScreen } from '../support/renderScreen';

describe('My Agenda (/my-agenda)', () => {
  it('of someone in no event says there is no agenda to show', async () => {
    renderScreen(<MyAgendaPage />, {
      url: '/my-agenda',
      seed: (client) => client.setQueryData(eventListKeys.mine(), []),
    });
    const empty = await screen.findByTestId('agenda-empty');
    expect(empty.textContent).toBe('You are not taking part in any event yet.');
    expect(within(empty).queryByRole('link', { name: 'Open the program' })).toBeNull();
  });

  it('with nothing in it says so and leads to the program', async () => {
    const event = anEvent({ name: 'Robotics Summit' });
    const agenda: Agenda = { eventId: event.id, timezone: 'UTC', participantId: 'me', rows: [] };
    renderScreen(<MyAgendaPage />, {
      url: `/my-agenda?event=${event.id}`,
      path: '/my-agenda',
      seed: (client) => {
        client.setQueryData(eventListKeys.mine(), [event]);
        client.setQueryData(eventKeys.details(event.id), event);
        client.setQueryData(agendaKeys.agenda(event.id), agenda);
      },
    });
    const empty = await screen.findByTestId('agenda-empty');
    expect(
      within(empty).getByText('Nothing in your agenda yet. Add sessions from the program.'),
    ).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Open the program' }).getAttribute('href')).toBe(
      `/event/${event.id}/sessions`,
    );
  });
});
