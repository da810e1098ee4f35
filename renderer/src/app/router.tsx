import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTER_BASENAME } from '../config';
import { EVENT_PAGE_ROUTE_ID, type RouteSlot } from '../registry/feature';
import { RouteCrashPage } from './CrashPage';
import { RequireAuth, RootRedirect } from './guards';
import { features } from './features';
import { NotFoundPage } from './NotFoundPage';
import { APP_SHELL_ROUTE_ID } from './PageLayer';
import { RootLayout } from './RootLayout';
import { routesIn, withChildren } from './routeSlots';
import { AuthShell } from './shell/AuthShell';
import { PublicShell } from './shell/PublicShell';

const slot = (name: RouteSlot) => routesIn(features, name);

/**
 * The shells and guards, with each feature's routes in its slots (app/features.ts; the slots are
 * described in registry/feature.ts). Screens and the signed-in shell load on first visit (route
 * `lazy`), so a page downloads what it shows; the login, where signed-out visitors land, is in the
 * first bundle (docs/renderer.md, Delivery).
 */
const shells: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteCrashPage />,
    // Nothing while the first screen's code loads, as nothing shows while the profile loads.
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        element: <RootRedirect />,
      },
      { element: <AuthShell />, children: slot('authShell') },
      ...slot('standalone'),
      {
        element: <RequireAuth />,
        children: [
          {
            id: APP_SHELL_ROUTE_ID,
            lazy: () => import('./shell/AppShell').then((m) => ({ Component: m.AppShell })),
            children: slot('appShell'),
          },
          ...slot('fullPage'),
        ],
      },
      {
        element: <PublicShell />,
        children: [
          ...slot('publicShell'),
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound.title' } },
        ],
      },
    ],
  },
];

export const routeTree = withChildren(shells, EVENT_PAGE_ROUTE_ID, slot('event'));

/** Under the build's base: '/' on the web, '/desktop' for the desktop renderer. */
export const createAppRouter = () => createBrowserRouter(routeTree, { basename: ROUTER_BASENAME });
