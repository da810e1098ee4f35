import type { Feature } from '../../registry/feature';
import { canCheckIn } from '../eventHome';
import { printStationRoutes } from './routes';

/** The print station of print mode "printQueue", under the app's menus. */
export const printStationFeature: Feature = {
  routes: { appShell: printStationRoutes },
  // checkin: the station module's texts (scanner, printer, area) are the check-in console's.
  strings: ['printStation', 'checkin'],
  navigation: {
    eventActions: [
      {
        labelKey: 'printStation.title',
        order: 40,
        to: (eventId) => `/event/${eventId}/print-station`,
        shownFor: canCheckIn,
      },
    ],
  },
};
