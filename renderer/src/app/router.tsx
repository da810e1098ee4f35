import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTER_BASENAME } from '../config';
import { agendaRoutes } from '../features/agenda/routes';
import { authShellRoutes, tokenLoginRoute } from '../features/auth/routes';
import { badgeRoutes } from '../features/badges/routes';
import { eventHomeRoutes } from '../features/eventHome/routes';
import { eventRoutes } from '../features/events/routes';
import { kioskRoutes } from '../features/kiosk/routes';
import { legalRoutes } from '../features/legal/routes';
import { printStationRoutes } from '../features/printStation/routes';
import { sessionRoutes } from '../features/sessions/routes';
import { RouteCrashPage } from './CrashPage';
import { RequireAuth, RootRedirect } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { AuthShell } from './shell/AuthShell';
import { PublicShell } from './shell/PublicShell';

/**
 * Only routes whose screens exist are registered; each feature adds its own (features/<area>/routes.tsx).
 * Screens and the signed-in shell load on first visit (route `lazy`), so a page downloads what it
 * shows; the login, where signed-out visitors land, is in the first bundle (docs/renderer.md, Delivery).
 */
export const routeTree: RouteObject[] = [
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
      { element: <AuthShell />, children: authShellRoutes },
      tokenLoginRoute,
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./shell/AppShell').then((m) => ({ Component: m.AppShell })),
            children: [
              ...eventRoutes,
              ...eventHomeRoutes,
              ...badgeRoutes,
              ...printStationRoutes,
              ...sessionRoutes,
              ...agendaRoutes,
            ],
          },
          // The kiosk is a full page without the app's menu.
          ...kioskRoutes,
        ],
      },
      {
        element: <PublicShell />,
        children: [
          ...legalRoutes,
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound.title' } },
        ],
      },
    ],
  },
];

/** Under the build's base: '/' on the web, '/desktop' for the desktop renderer. */
export const createAppRouter = () => createBrowserRouter(routeTree, { basename: ROUTER_BASENAME });
