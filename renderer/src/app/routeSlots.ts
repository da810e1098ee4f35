import type { RouteObject } from 'react-router';
import { loadStrings } from '../i18n/parts';
import type { Feature, PanelHostHandle, PanelPlace, RouteSlot } from '../registry/feature';

/**
 * Every feature's routes in this slot, in the features' order, each lazy one loading beside its
 * code the feature's strings and the panels its page shows, so the page's first paint has them.
 */
export const routesIn = (features: readonly Feature[], slot: RouteSlot): RouteObject[] =>
  features.flatMap((feature) =>
    (feature.routes?.[slot] ?? []).map((route) =>
      withLoads(route, { features, strings: feature.strings ?? [], shell: slot === 'appShell' }),
    ),
  );

interface Loads {
  features: readonly Feature[];
  strings: readonly string[];
  /** The route's page is in the app shell, which shows an event's header above its pages. */
  shell: boolean;
}

/**
 * The panels a route's page shows: those its handle names, and the event's header (the tabs) over
 * an event's page in the app shell, which shows it wherever the address names an event (AppShell).
 */
export function panelsOfRoute(route: RouteObject, shell: boolean): PanelPlace[] {
  const named = (route.handle as PanelHostHandle | undefined)?.panels ?? [];
  const eventPage = shell && route.path?.startsWith('/event/:eventId') === true;
  return [...named, ...(eventPage ? (['eventHeader'] as const) : [])];
}

/** The panels' registry comes with the first page that shows one, not in the first bundle. */
const preloadPanels = async (features: readonly Feature[], places: readonly PanelPlace[]) => {
  if (places.length > 0) await (await import('../registry/panels')).preloadPanels(features, places);
};

/** The route and its children, each lazy one loading its strings (i18n/parts.ts) and panels with its code. */
function withLoads(route: RouteObject, loads: Loads): RouteObject {
  const { lazy } = route;
  const children = route.children?.map((child) => withLoads(child, { ...loads, shell: false }));
  const panels = panelsOfRoute(route, loads.shell);
  const loaded =
    typeof lazy === 'function' && (loads.strings.length > 0 || panels.length > 0)
      ? {
          lazy: () =>
            Promise.all([lazy(), loadStrings(loads.strings), preloadPanels(loads.features, panels)]).then(
              ([module]) => module,
            ),
        }
      : {};
  return { ...route, ...loaded, ...(children ? { children } : {}) } as RouteObject;
}

/**
 * The route tree with `children` added under the route that carries this id, at any depth. Fails
 * when there are children and no such route, which would otherwise drop their pages silently.
 */
export function withChildren(routes: RouteObject[], id: string, children: RouteObject[]): RouteObject[] {
  let found = false;
  const hang = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      if (route.index) return route;
      if (route.id === id) {
        found = true;
        return { ...route, children: [...(route.children ?? []), ...children] };
      }
      return route.children ? { ...route, children: hang(route.children) } : route;
    });
  const tree = hang(routes);
  if (!found && children.length > 0) throw new Error(`No route has the id ${id} to hang its children under.`);
  return tree;
}
