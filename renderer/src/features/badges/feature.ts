import type { Feature } from '../../registry/feature';
import { canEditBadges } from './access';
import { badgeRoutes } from './routes';

/** An event's badge templates, under the app's menus, opened from the event page by organizers. */
export const badgesFeature: Feature = {
  routes: { appShell: badgeRoutes },
  strings: ['badges'],
  navigation: {
    eventActions: [
      {
        labelKey: 'eventHome.badges',
        order: 50,
        to: (eventId) => `/event/${eventId}/badges`,
        shownFor: canEditBadges,
      },
    ],
  },
};
