import type { Feature } from '../../registry/feature';
import { CalendarIcon } from '../../ui/icons';
import { eventRoutes } from './routes';

/** The event list, under the app's menus, first in the side menu and the bottom bar. */
export const eventsFeature: Feature = {
  routes: { appShell: eventRoutes },
  navigation: {
    menuLinks: [
      {
        labelKey: 'nav.events',
        icon: CalendarIcon,
        places: ['sideMenu', 'bottomBar'],
        order: 10,
        to: () => '/event/list',
      },
    ],
  },
};
