import type { RouteObject } from 'react-router';
import { prefetchEventDetails } from '../eventHome';
import { prefetchSpeakers } from './api';

/**
 * The speakers (/event/:eventId/speakers) and a speaker's details over them
 * (/event/:eventId/speakers/:speakerId). The screens load on first visit.
 */
export const speakerRoutes: RouteObject[] = [
  {
    path: '/event/:eventId/speakers',
    lazy: () => import('./components/SpeakersPage').then((m) => ({ Component: m.SpeakersPage })),
    // The list needs the event's details and its speakers: both start with the navigation.
    loader: ({ params }) => {
      if (params.eventId) {
        prefetchEventDetails(params.eventId);
        prefetchSpeakers(params.eventId);
      }
      return null;
    },
    handle: { titleKey: 'speakers.title' },
    children: [
      {
        path: ':speakerId',
        lazy: () =>
          import('./components/SpeakerDetailsModal').then((m) => ({ Component: m.SpeakerDetailsModal })),
        handle: { titleKey: 'speakers.details.title', modal: true },
      },
    ],
  },
];
