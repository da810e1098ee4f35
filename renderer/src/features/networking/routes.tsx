import type { RouteObject } from 'react-router';
import { prefetchEventDetails } from '../eventHome';
import { prefetchAttendees } from './api';

/**
 * The attendee directory (/event/:eventId/attendees) and a person's profile over it. The screens
 * load on first visit (the virtual list with them), out of the bundle every page downloads.
 */
export const networkingRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/attendees',
    lazy: () => import('./components/AttendeesPage').then((m) => ({ Component: m.AttendeesPage })),
    // The directory needs the event's details and its first page: both start with the navigation.
    loader: ({ params }) => {
      if (params.eventId) {
        prefetchEventDetails(params.eventId);
        prefetchAttendees(params.eventId);
      }
      return null;
    },
    // Every card shows other features' actions (Meet, Chat): they load with the page, so the cards
    // show with them in their first paint instead of growing when they arrive.
    handle: { titleKey: 'networking.title', panels: ['personActions'] },
    children: [
      {
        path: ':participantId',
        lazy: () =>
          import('./components/AttendeeProfileModal').then((m) => ({ Component: m.AttendeeProfileModal })),
        handle: { titleKey: 'networking.profile.title', modal: true },
      },
    ],
  },
];
