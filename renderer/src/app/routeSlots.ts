import type { RouteObject } from 'react-router';
import { loadStrings } from '../i18n/parts';
import type { Feature, RouteSlot } from '../registry/feature';

/** Every feature's routes in this slot, in the features' order, each lazy one with the feature's strings. */
export const routesIn = (features: readonly Feature[], slot: RouteSlot): RouteObject[] =>
  features.flatMap((feature) =>
    (feature.routes?.[slot] ?? []).map((route) => withStrings(route, feature.strings)),
  );

/** The route and its children, each lazy one loading these strings beside its code (i18n/parts.ts). */
function withStrings(route: RouteObject, strings: readonly string[] | undefined): RouteObject {
  if (!strings?.length) return route;
  const { lazy } = route;
  const children = route.children?.map((child) => withStrings(child, strings));
  const loaded =
    typeof lazy === 'function'
      ? { lazy: () => Promise.all([lazy(), loadStrings(strings)]).then(([module]) => module) }
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
