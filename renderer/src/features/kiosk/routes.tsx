import type { RouteObject } from 'react-router';

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
