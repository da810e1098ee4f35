import type { Feature } from '../../registry/feature';
import { UserIcon } from '../../ui/icons';
import { ProfileWizardGate } from './components/ProfileWizardGate';
import { eventProfilePath } from './paths';
import { profileRoutes } from './routes';

/**
 * My profile in an event: the event profile form with its photo, and the profile wizard, which a
 * first visit to an event opens by itself (ProfileWizardGate, around every page).
 */
export const profileFeature: Feature = {
  routes: { appShell: profileRoutes },
  strings: ['profile'],
  eventTabs: [{ id: 'profile', labelKey: 'eventTabs.profile', path: 'event-profile', order: 70 }],
  navigation: {
    // The profile of the event whose pages are open.
    menuLinks: [
      {
        labelKey: 'profile.menuLink',
        icon: UserIcon,
        places: ['sideMenu'],
        order: 40,
        to: ({ eventId }) => (eventId ? eventProfilePath(eventId) : null),
      },
    ],
    eventActions: [{ labelKey: 'profile.eventAction', order: 20, to: eventProfilePath }],
  },
  aroundPages: ProfileWizardGate,
};
