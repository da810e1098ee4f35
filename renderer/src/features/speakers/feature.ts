import type { Feature } from '../../registry/feature';
import { MicIcon } from '../../ui/icons';
import { speakerRoutes } from './routes';

/** The event's speakers and a speaker's details, under the app's menus and in the event tabs. */
export const speakersFeature: Feature = {
  routes: { appShell: speakerRoutes },
  strings: ['speakers', 'sessions'],
  eventTabs: [{ id: 'speakers', labelKey: 'eventTabs.speakers', path: 'speakers', order: 30 }],
  navigation: {
    // The speakers of the event whose pages are open (spec core §2: a sub-link of the side menu).
    menuLinks: [
      {
        labelKey: 'speakers.title',
        icon: MicIcon,
        places: ['sideMenu'],
        order: 32,
        to: ({ eventId }) => (eventId ? `/event/${eventId}/speakers` : null),
      },
    ],
  },
};
