import type { Feature } from '../../registry/feature';
import { ClockIcon } from '../../ui/icons';
import { agendaRoutes } from './routes';

/**
 * My Agenda, the agenda beside the program on desktop (the program page hosts it), and another
 * attendee's agenda from their profile for those who act for them (the personActions place).
 */
export const agendaFeature: Feature = {
  routes: { appShell: agendaRoutes },
  // networking: the person picker of Add guest (its strings are the directory's); invitations:
  // the cancellation form of a meeting's row and the flow actions' outcome toasts.
  strings: ['agenda', 'invitations', 'networking', 'sessions'],
  navigation: {
    menuLinks: [
      {
        labelKey: 'nav.myAgenda',
        icon: ClockIcon,
        places: ['sideMenu', 'header'],
        order: 20,
        to: () => '/my-agenda',
      },
    ],
  },
  panels: {
    programAside: () => import('./components/AgendaSidebar').then((m) => m.AgendaSidebar),
    personActions: () => import('./components/AttendeeAgendaButton').then((m) => m.AttendeeAgendaButton),
  },
};
