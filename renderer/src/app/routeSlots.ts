import type { RouteObject } from 'react-router';
import type { Feature, RouteSlot } from '../registry/feature';

/** Every feature's routes in this slot, in the features' order. */
export const routesIn = (features: readonly Feature[], slot: RouteSlot): RouteObject[] =>
  features.flatMap((feature) => feature.routes?.[slot] ?? []);

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
