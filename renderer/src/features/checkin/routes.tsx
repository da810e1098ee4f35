import type { RouteObject } from 'react-router';

/** Children of the event page, in its `event` route slot (feature.ts); loaded on first visit. */
export const checkinRoutes: RouteObject[] = [
  {
    path: 'checkin',
    lazy: () =>
      import('./components/CheckinConsoleRoute').then((m) => ({ Component: m.CheckinConsoleRoute })),
    handle: { titleKey: 'checkin.title' },
  },
];
