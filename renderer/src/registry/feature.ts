import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { EventTabId } from '@shared/rules/eventTabs';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';

/**
 * What a renderer feature adds to the app (CONVENTIONS §12): its routes, where they hang, its
 * links in the shell's menus and its actions on the event page. A feature declares them in its own
 * folder (routes.tsx, navigation.ts) and exports them from its index.ts; app/features.ts lists the
 * features, and the router, the shell and the event page read them from there — none of them
 * names a feature's page.
 */
export interface Feature {
  routes?: FeatureRoutes;
  navigation?: FeatureNavigation;
  /** Components this feature shows on another feature's page, each loaded with the page. */
  panels?: FeaturePanels;
  /**
   * The event sub-pages of this feature an event may open on (spec core §2 indexPagePath, relative
   * to /event/{eventId}: '' is the event page, 'sessions' the program).
   */
  landingPages?: readonly string[];
  /** The event tabs this feature's screens are (spec core §2 "Event tabs"; registry/eventTabs.ts). */
  eventTabs?: readonly EventTab[];
  /** Wraps every page (the kiosk's lock keeps a running kiosk on its page). */
  aroundPages?: ComponentType<{ children: ReactNode }>;
  /**
   * The catalogues' top-level blocks its screens show that are not the shell's
   * (i18n/shellStrings.ts): its own, and another feature's whose text it shows. Each of its lazy
   * routes and panels renders once they are in, in English and the reader's language.
   */
  strings?: readonly string[];
}

/**
 * Where routes hang in the route tree (app/router.tsx):
 * - authShell: signed-out pages beside the carousel or the event's branding (login, registration);
 * - standalone: alone under the root layout, signed in or not (the token login);
 * - appShell: signed in, inside the app's menus;
 * - fullPage: signed in, a full page without the menus (the kiosk);
 * - publicShell: signed in or not, with the public header and footer (legal pages);
 * - event: opened over the event page (/event/:eventId/…), children of its route, which carries
 *   the id EVENT_PAGE_ROUTE_ID.
 */
export type RouteSlot = 'authShell' | 'standalone' | 'appShell' | 'fullPage' | 'publicShell' | 'event';

type FeatureRoutes = { readonly [S in RouteSlot]?: readonly RouteObject[] };

/** The id of the event page's route, under which the `event` slot's routes hang. */
export const EVENT_PAGE_ROUTE_ID = 'event-page';

interface FeatureNavigation {
  menuLinks?: readonly MenuLink[];
  eventActions?: readonly EventAction[];
}

/** The signed-in shell's menus: the side menu (tablet, desktop), the mobile bottom bar and header. */
export type MenuPlace = 'sideMenu' | 'bottomBar' | 'header';

/** Where the user is when the shell draws its menus. */
export interface MenuContext {
  /** The event whose pages are open, null elsewhere. */
  eventId: string | null;
}

export interface MenuLink {
  labelKey: string;
  icon: ComponentType;
  /** The menus it shows in (the header shows its icon only, named by its label). */
  places: readonly MenuPlace[];
  /** Its rank in each menu, lowest first, among every feature's links. */
  order: number;
  /** Its address where the user is; null hides it there (the program shows inside an event only). */
  to: (at: MenuContext) => string | null;
  /**
   * A count after its label (unseen notifications), drawn inside the link so the link's name says
   * it; nothing when there is nothing to count. Lazy, so the first bundle holds none.
   */
  badge?: LazyExoticComponent<ComponentType>;
}

/** A button on the event page leading to one of the event's screens. */
export interface EventAction {
  labelKey: string;
  /** Its rank among every feature's actions, lowest first. */
  order: number;
  to: (eventId: string) => string;
  /** Whether this user sees it for this event; everyone when absent. */
  shownFor?: (event: EventDetails) => boolean;
  /** The shown action with the highest rank is the page's one primary button; the rest are secondary. */
  primaryRank?: number;
}

/**
 * A screen of the event in the event tabs, the bar every page of an event shows. Which tabs a viewer
 * sees, and in what order, the event's tab settings decide (shared/rules/eventTabs.ts).
 */
export interface EventTab {
  /** Its name among the spec's tabs, which an event's tabs and tabsConfig use. */
  id: EventTabId;
  labelKey: string;
  /** Its page relative to /event/{eventId} ('sessions' is the program). */
  path: string;
  /** Its place in the standard order, lowest first; an event's own tab list overrides it. */
  order: number;
}

/** The props each page that hosts panels hands them, by panel place. */
export interface PanelProps {
  /** Above every page of an event, below the shell's header (the event tabs). */
  eventHeader: { eventId: string };
  /** Beside the program on desktop. */
  programAside: {
    event: EventDetails;
    now: number;
    /** The sessions on the program, whose joins and leaves the panel follows. */
    watchSessionIds: string[];
  };
  /**
   * Actions toward another person, on their directory card and on their profile (Meet; spec core
   * §5 invite buttons). `place` says which: a card knows only the card, a profile may ask more.
   * Cards show no actions toward oneself; one's own profile does (reserve a table, spec core §6).
   */
  personActions: { event: EventDetails; person: ParticipantCard; place: 'card' | 'profile' };
  /**
   * Over every page of the signed-in shell, floating at a corner (the chat panel, spec core §2);
   * the panel decides where it hides (on mobile, on its own page).
   */
  shellFloating: Record<string, never>;
}

export type PanelPlace = keyof PanelProps;

/**
 * What a route's `handle` says of the panels its page shows (besides the event's header, which
 * every event page in the app shell shows): they load with the route, so they are in its first
 * paint (app/routeSlots.ts).
 */
export interface PanelHostHandle {
  panels?: readonly PanelPlace[];
}

/** Each panel loads on demand, so the first bundle holds none. */
type FeaturePanels = {
  readonly [P in PanelPlace]?: () => Promise<ComponentType<PanelProps[P]>>;
};
