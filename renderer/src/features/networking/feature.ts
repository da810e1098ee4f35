import type { Feature } from '../../registry/feature';
import { PeopleIcon } from '../../ui/icons';
import { networkingRoutes } from './routes';

const attendeesPath = (eventId: string) => `/event/${eventId}/attendees`;

/** The attendee directory (Networking) and attendee profiles, under the app's menus. */
export const networkingFeature: Feature = {
  routes: { appShell: networkingRoutes },
  strings: ['networking'],
  // indexPagePath 'attendees' opens the directory.
  landingPages: ['attendees'],
  eventTabs: [{ id: 'networking', labelKey: 'eventTabs.networking', path: 'attendees', order: 50 }],
  navigation: {
    // The directory of the event whose pages are open.
    menuLinks: [
      {
        labelKey: 'networking.title',
        icon: PeopleIcon,
        places: ['sideMenu'],
        order: 35,
        to: ({ eventId }) => (eventId ? attendeesPath(eventId) : null),
      },
    ],
    eventActions: [{ labelKey: 'networking.title', order: 15, to: attendeesPath }],
  },
};
