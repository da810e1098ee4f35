import type { Feature } from '../../registry/feature';
import { ClockIcon } from '../../ui/icons';
import { agendaRoutes } from './routes';

/** My Agenda, and the agenda beside the program on desktop (the program page hosts it). */
export const agendaFeature: Feature = {
  routes: { appShell: agendaRoutes },
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
  },
};
