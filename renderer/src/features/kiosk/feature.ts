import type { Feature } from '../../registry/feature';
import { canCheckIn } from '../eventHome';
import { KioskLock } from './components/KioskLock';
import { kioskRoutes } from './routes';

/** The self-service kiosk: a full page without the app's menus, which a running kiosk keeps. */
export const kioskFeature: Feature = {
  routes: { fullPage: kioskRoutes },
  // checkin: the station module's texts (scanner, printer, area) are the check-in console's.
  strings: ['kiosk', 'checkin', 'badges'],
  navigation: {
    eventActions: [
      {
        labelKey: 'kiosk.title',
        order: 30,
        to: (eventId) => `/event/${eventId}/kiosk`,
        shownFor: canCheckIn,
      },
    ],
  },
  aroundPages: KioskLock,
};
