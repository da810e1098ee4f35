import type { RouteObject } from 'react-router';

/**
 * /event/:eventId/print-station: the print station of print mode "printQueue" (check-in staff),
 * inside the signed-in app shell. Loads on first visit, with the badge renderer.
 */
export const printStationRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/print-station',
    lazy: () => import('./components/PrintStationPage').then((m) => ({ Component: m.PrintStationPage })),
    handle: { titleKey: 'printStation.title' },
  },
];
