import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteCrashPage } from '../../../renderer/src/app/CrashPage';
import { features } from '../../../renderer/src/app/features';
import { routeTree } from '../../../renderer/src/app/router';
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
  return renderRoutes(
    [
      {
        path: options.path ?? new URL(url, 'http://lanyard.test').pathname,
        // As the app's root route: a render error shows the crash page.
        errorElement: <RouteCrashPage />,
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
    url,
    options.seed,
  );
}

/** The whole app's routes (app/router.tsx: shells, guards, every feature's screens) at `url`. */
export function renderApp(url: string, seed?: ScreenOptions['seed']) {
  return renderRoutes(routeTree, url, seed);
}

function renderRoutes(routes: RouteObject[], url: string, seed: ScreenOptions['seed']) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, retryOnMount: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  seed?.(client);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // A file input takes any file, as Playwright's setInputFiles does and a person choosing "All files" can.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, client, router };
}
