import type { Feature } from '../../registry/feature';
import { ListIcon } from '../../ui/icons';
import { sessionRoutes } from './routes';

const programPath = (eventId: string) => `/event/${eventId}/sessions`;

/** The program and a session's details, under the app's menus. */
export const sessionsFeature: Feature = {
  routes: { appShell: sessionRoutes },
  strings: ['sessions'],
  landingPages: ['sessions'],
  eventTabs: [{ id: 'program', labelKey: 'eventTabs.program', path: 'sessions', order: 20 }],
  navigation: {
    // The program of the event whose pages are open.
    menuLinks: [
      {
        labelKey: 'nav.program',
        icon: ListIcon,
        places: ['sideMenu'],
        order: 30,
        to: ({ eventId }) => (eventId ? programPath(eventId) : null),
      },
    ],
    // Every participant's first way into the event, primary unless check-in is theirs to run.
    eventActions: [{ labelKey: 'eventHome.program', order: 10, to: programPath, primaryRank: 1 }],
  },
};
