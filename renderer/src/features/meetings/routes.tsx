import type { RouteObject } from 'react-router';
import { prefetchMyEvents } from '../events';

/**
 * The invitation screen over the event page (its `event` slot: /event/:eventId/invitation/…, with
 * the event in the outlet) and /invitations. Both load on first visit, out of the bundle every
 * page downloads (docs/benchmarks.md).
 */
export const invitationScreenRoutes: RouteObject[] = [
  {
    path: 'invitation/:participantId/:suffix?',
    lazy: () => import('./components/InvitationScreen').then((m) => ({ Component: m.InvitationScreen })),
    handle: { titleKey: 'invitations.screen.title', modal: true },
  },
];

export const invitationListRoutes: RouteObject[] = [
  {
    path: '/invitations',
    lazy: () => import('./components/InvitationsPage').then((m) => ({ Component: m.InvitationsPage })),
    // The list and my events (the cards name their events) start with the navigation. The list's
    // query comes with the page's code (a dynamic import, fetched beside it), not in the first bundle.
    loader: () => {
      prefetchMyEvents();
      void import('./api').then((m) => m.prefetchInvitations());
      return null;
    },
    handle: { titleKey: 'invitations.list.title' },
  },
];
