import type { RouteObject } from 'react-router';
import { prefetchEventDetails } from '../eventHome';
import { prefetchOwnProfile } from './api';

/** Both screens need the event's details and my profile in it: both start with the navigation. */
const loader = ({ params }: { params: { eventId?: string } }) => {
  if (params.eventId) {
    prefetchEventDetails(params.eventId);
    prefetchOwnProfile(params.eventId);
  }
  return null;
};

/**
 * The event profile (/event/:eventId/event-profile, spec networking §2) and the profile wizard.
 * Both load on first visit; the photo modal, with its cropper, loads only when opened.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/event-profile',
    lazy: () => import('./components/EventProfilePage').then((m) => ({ Component: m.EventProfilePage })),
    loader,
    handle: { titleKey: 'profile.title' },
  },
  {
    path: '/event/:eventId/event-profile/wizard',
    lazy: () => import('./components/ProfileWizardPage').then((m) => ({ Component: m.ProfileWizardPage })),
    loader,
    handle: { titleKey: 'profile.wizard.title' },
  },
];
