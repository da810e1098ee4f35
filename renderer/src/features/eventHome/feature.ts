import type { Feature } from '../../registry/feature';
import { eventHomeRoutes } from './routes';

/**
 * The event page, under the app's menus; screens opened over it hang in the `event` route slot.
 * Above every page of an event it shows the event tabs the features declare.
 */
export const eventHomeFeature: Feature = {
  routes: { appShell: eventHomeRoutes },
  // indexPagePath '' opens the event page itself.
  landingPages: [''],
  panels: { eventHeader: () => import('./components/EventTabs').then((m) => m.EventTabs) },
};
