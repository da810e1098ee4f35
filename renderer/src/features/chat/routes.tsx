import type { RouteObject } from 'react-router';
import { prefetchRooms } from './roomsQuery';

/** /chat (spec networking §2, core §2: exact), loaded on first visit; my rooms start with the navigation. */
export const chatRoutes: RouteObject[] = [
  {
    path: '/chat',
    lazy: () => import('./components/ChatPage').then((m) => ({ Component: m.ChatPage })),
    loader: () => {
      prefetchRooms();
      return null;
    },
    handle: { titleKey: 'chat.title' },
  },
];
