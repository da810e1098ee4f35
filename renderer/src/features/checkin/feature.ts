import type { Feature } from '../../registry/feature';
import { canCheckIn } from '../eventHome';
import { checkinRoutes } from './routes';

/** The check-in console, opened over the event page (/event/:eventId/checkin) by check-in staff. */
export const checkinFeature: Feature = {
  routes: { event: checkinRoutes },
  strings: ['checkin', 'badges'],
  navigation: {
    // The event page's primary button for check-in staff.
    eventActions: [
      {
        labelKey: 'eventHome.checkIn',
        order: 20,
        to: (eventId) => `/event/${eventId}/checkin`,
        shownFor: canCheckIn,
        primaryRank: 2,
      },
    ],
  },
};
