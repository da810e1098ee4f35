/**
 * The strings in the first bundle (English) or with a language's first chunk: what the shell, the
 * first screens (the login, the event list) and more than one feature show — whole top-level blocks
 * or single paths. Every other top-level block of the catalogues loads with the screens of the
 * features that name it in their `strings` (registry/feature.ts), so a new area's block never grows
 * the first bundle (docs/architecture.md, Strings). The error kinds' texts are the shell's as well
 * (catalogueParts.ts shellPaths).
 */
export const SHELL_STRINGS: readonly string[] = [
  // The shell, its menus, banners, toasts and fallbacks.
  'app',
  'common',
  'unsavedChanges',
  'errors',
  'validation',
  'nav',
  'profileMenu',
  'footer',
  'cookieBanner',
  'toast',
  'notFound',
  'crash',
  'desktopOnly',
  // The first screens: the sign-in page beside its carousel, the event list.
  'carousel',
  'login',
  'events',
  // The event page's actions and tabs, which several features declare.
  'eventHome',
  'eventTabs',
  // The legal pages' names in the footer and the profile menu.
  'legal.privacy.title',
  'legal.terms.title',
  'legal.cookies.title',
  // Features' labels in the shell's menus and on the event page (Feature.navigation), the
  // notifications' unseen count and the chats' unread total inside their menu links, and the chat's
  // floating launcher (a shellFloating panel: registry/panels.ts).
  'chat.menuLink',
  'chat.panel.close',
  'chat.panel.open',
  'chat.unread',
  'invitations.list.title',
  'kiosk.title',
  'networking.title',
  'notifications.menuLink',
  'notifications.unseen',
  'printStation.title',
  'profile.eventAction',
  'profile.menuLink',
  'speakers.title',
];
