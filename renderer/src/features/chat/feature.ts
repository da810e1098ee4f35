import { lazy } from 'react';
import type { Feature } from '../../registry/feature';
import { ChatIcon } from '../../ui/icons';
import { chatRoutes } from './routes';

/** Loaded with the signed-in shell's menus, not with the first bundle. */
const UnreadBadge = lazy(() => import('./components/UnreadBadge').then((m) => ({ default: m.UnreadBadge })));

/**
 * One-to-one chat (spec networking §2–§9, issue 12): /chat, its link "Chats" with the unread total
 * in the side menu and the mobile bottom bar (spec core §2: after Invitations), and Chat on
 * people's cards and profiles (the networking feature's personActions place), and the floating chat
 * panel over the shell's pages on tablet and desktop.
 */
export const chatFeature: Feature = {
  routes: { appShell: chatRoutes },
  strings: ['chat'],
  navigation: {
    menuLinks: [
      {
        labelKey: 'chat.menuLink',
        icon: ChatIcon,
        places: ['sideMenu', 'bottomBar'],
        order: 16,
        to: () => '/chat',
        badge: UnreadBadge,
      },
    ],
  },
  panels: {
    personActions: () => import('./components/ChatButton').then((m) => m.ChatButton),
    shellFloating: () => import('./components/FloatingChat').then((m) => m.FloatingChat),
  },
};
