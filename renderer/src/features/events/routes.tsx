import type { RouteObject } from 'react-router';
import { EventListPage } from './components/EventListPage';

/** Event routes; the /event/{id}/… sub-pages come with their screens in later issues. */
export const eventRoutes: RouteObject[] = [
  { path: '/event/list', element: <EventListPage />, handle: { titleKey: 'events.title' } },
];
