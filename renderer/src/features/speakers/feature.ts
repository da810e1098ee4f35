import type { Feature } from '../../registry/feature';
import { speakerRoutes } from './routes';

/** The event's speakers and a speaker's details, under the app's menus and in the event tabs. */
export const speakersFeature: Feature = {
  routes: { appShell: speakerRoutes },
  eventTabs: [{ id: 'speakers', labelKey: 'eventTabs.speakers', path: 'speakers', order: 30 }],
};
