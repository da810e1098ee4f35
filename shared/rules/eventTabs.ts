/**
 * The event tabs (spec core §2 Navigation "Event tabs", §3 Event tabs/limitTabs/tabsConfig, §6):
 * which of them a viewer sees, in which order, and which one is the default.
 *
 * The names are the ones an event's `tabs` and `tabsConfig` store (server/db/schema/events.ts);
 * a name this list does not know is ignored.
 */
export const EVENT_TABS = [
  'lobby',
  'program',
  'speakers',
  'expo',
  'networking',
  'announcements',
  'profile',
  'team',
] as const;
export type EventTabId = (typeof EVENT_TABS)[number];

/** What an event says about its tabs (the event details' tabs, limitTabs and tabsConfig). */
export interface EventTabSettings {
  /** The event's own tab list in order; null: the standard tabs in their standard order. */
  tabs: readonly string[] | null;
  /** Non-organizers see only the tabs tabsConfig lists for their participant type. */
  limitTabs: boolean;
  /** Participant type id → the tabs that type sees when limitTabs is on. */
  tabsConfig: Readonly<Record<string, readonly string[]>>;
}

export interface EventTabViewer {
  organizer: boolean;
  typeId: string;
}

/**
 * The tabs this viewer sees, in order. `available` are the tabs the app has a screen for, in the
 * standard order; the others are never shown. The event's own `tabs` list, when set, decides which
 * and in what order. With limitTabs, a non-organizer sees only what tabsConfig lists for their type
 * — a type it does not list sees none (the limit fails closed); organizers always see every tab.
 */
export function visibleEventTabs(
  event: EventTabSettings,
  viewer: EventTabViewer,
  available: readonly EventTabId[],
): EventTabId[] {
  const ordered = event.tabs ? unique(event.tabs).filter(isIn(available)) : [...available];
  if (!event.limitTabs || viewer.organizer) return ordered;
  const allowed = event.tabsConfig[viewer.typeId] ?? [];
  return ordered.filter((tab) => allowed.includes(tab));
}

/**
 * The tab an event opens on for this viewer (spec core §2 "Landing inside an event"): the first
 * entry of the event's own tab configuration (the viewer type's tabsConfig list when tabs are
 * limited for them, else the event's tabs list) that they see; otherwise the lobby on narrow
 * screens (the spec's "narrower than 767 px"; the renderer passes its mobile class, 0–767 px) and
 * networking (attendees) on wider ones. When that tab is not shown (its
 * area does not exist yet, or the viewer may not see it), the other of the two, then the first
 * visible tab; null when the viewer sees none.
 */
export function defaultEventTab(
  event: EventTabSettings,
  viewer: EventTabViewer,
  visible: readonly EventTabId[],
  narrowScreen: boolean,
): EventTabId | null {
  const limited = event.limitTabs && !viewer.organizer;
  const own = limited ? (event.tabsConfig[viewer.typeId] ?? []) : (event.tabs ?? []);
  const configured = own.find(isIn(visible));
  if (configured) return configured;
  const preferred: EventTabId[] = narrowScreen ? ['lobby', 'networking'] : ['networking', 'lobby'];
  return preferred.find(isIn(visible)) ?? visible[0] ?? null;
}

const unique = (names: readonly string[]) => [...new Set(names)];

const isIn =
  (tabs: readonly EventTabId[]) =>
  (name: string): name is EventTabId =>
    (tabs as readonly string[]).includes(name);
