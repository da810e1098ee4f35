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
import { AppShell } from './shell/AppShell';
import { AuthShell } from './shell/AuthShell';
import { PublicShell } from './shell/PublicShell';

/** Only routes whose screens exist are registered; each feature adds its own (features/<area>/routes.tsx). */
export const routeTree: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteCrashPage />,
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
            element: <AppShell />,
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
