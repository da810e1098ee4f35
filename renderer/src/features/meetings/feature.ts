import type { Feature } from '../../registry/feature';
import { MailIcon } from '../../ui/icons';
import { invitationListRoutes, invitationScreenRoutes } from './routes';

/**
 * 1:1 meetings: the invitation screen over the event, /invitations in the menus (spec core §2:
 * Invitations after Events in the side menu, and in the mobile bottom bar), and Meet on people's
 * cards and profiles (the networking feature's personActions place), with pre-book and reserve a
 * table for those with the right.
 */
export const meetingsFeature: Feature = {
  routes: { event: invitationScreenRoutes, appShell: invitationListRoutes },
  strings: ['invitations', 'networking', 'sessions'],
  navigation: {
    menuLinks: [
      {
        labelKey: 'invitations.list.title',
        icon: MailIcon,
        places: ['sideMenu', 'bottomBar'],
        order: 15,
        to: () => '/invitations',
      },
    ],
  },
  panels: {
    personActions: () => import('./components/PersonMeetingActions').then((m) => m.PersonMeetingActions),
  },
};
