import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, renderScreen } from '../support/renderScreen';

const CRASH_MESSAGE = 'component test: the event card refused to render';

function Crashing(): never {
  throw new Error(CRASH_MESSAGE);
}

describe('status pages', () => {
  it('an unknown path shows the not-found page', async () => {
    renderApp('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/not found/i);
    expect(screen.getByRole('link', { name: 'Go to my events' }).getAttribute('href')).toBe('/event/list');
  });

  it('a render crash shows the error, its trace and the three ways out, at the same address', async () => {
    // React reports the caught error on the console; the page is what the reader sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderScreen(<Crashing />, { url: '/event/list' });
    const page = await screen.findByRole('alert');
    expect(within(page).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(within(page).getByTestId('crash-message').textContent).toBe(CRASH_MESSAGE);
    const trace = within(page).getByRole('group');
    expect(within(trace).getByText('Technical details')).toBeTruthy();
    expect(trace.querySelector('pre')?.textContent).toContain(CRASH_MESSAGE);
    for (const name of ['Go to event list', 'Reload', 'Send feedback']) {
      expect(within(page).getByRole('button', { name })).toBeTruthy();
    }
    expect(router.state.location.pathname).toBe('/event/list');
    vi.restoreAllMocks();
  });
});
