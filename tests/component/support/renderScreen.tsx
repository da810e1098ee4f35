import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { features } from '../../../renderer/src/app/features';
import { FeaturesProvider } from '../../../renderer/src/registry/FeaturesProvider';
import { Toasts } from '../../../renderer/src/ui/Toasts';

export interface ScreenOptions {
  /** The route pattern the screen is rendered at (its params read from `url`); default: `url` itself. */
  path?: string;
  /** The address the router starts at; default `/`. */
  url?: string;
  /** Puts the screen's server data into the cache before it renders (CONVENTIONS §11: one cache). */
  seed?: (client: QueryClient) => void;
}

/**
 * Renders a screen as the app does: the real features (their panels), a query cache of its own, a
 * router at `url` and the global toasts. Data comes from `seed` or the component's props, never a
 * server: queries seeded stay fresh, and a failed one is not asked again on mount.
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}) {
  const url = options.url ?? '/';
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, retryOnMount: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  options.seed?.(client);
  const router = createMemoryRouter(
    [
      {
        path: options.path ?? new URL(url, 'http://lanyard.test').pathname,
        element: (
          <FeaturesProvider features={features}>
            {ui}
            <Toasts />
          </FeaturesProvider>
        ),
      },
      // Where a link leads away from the screen: the test reads router.state.location.
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, client, router };
}
