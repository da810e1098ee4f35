import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { activeKiosk } from './settings';

/**
 * /event/:eventId/kiosk, the self-service kiosk: a full page without the app's menu (registered
 * beside the app shell, inside the signed-in routes). It resets itself on the station's idle reset.
 */
export const kioskRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/kiosk',
    lazy: () => import('./components/KioskPage').then((m) => ({ Component: m.KioskPage })),
    handle: { titleKey: 'kiosk.title', ownsIdleReset: true },
  },
];

/**
 * The start page ("/") of a device whose kiosk is running goes back to it: the desktop kiosk's
 * start page after a crash or a restart, a browser kiosk someone sent home. Otherwise `children`.
 */
export function ResumeKiosk({ children }: { children: ReactNode }) {
  const eventId = activeKiosk.get();
  if (eventId) return <Navigate to={`/event/${eventId}/kiosk`} replace />;
  return children;
}
