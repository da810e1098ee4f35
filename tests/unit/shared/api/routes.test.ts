import { describe, expect, expectTypeOf, it } from 'vitest';
import { routeAreas, routes, type RouteName, type SharedNames } from '@shared/api/routes';

/** CONVENTIONS §2, §12: each area declares its routes; the table is their union, nothing lost. */
describe('the route table', () => {
  it('holds every route of every area, each under its own name', () => {
    const areaRoutes = Object.values(routeAreas).flatMap((area) => Object.entries(area));
    expect(Object.keys(routes)).toHaveLength(areaRoutes.length);
    for (const [name, def] of areaRoutes) expect(routes[name as RouteName]).toBe(def);
  });

  it('gives every route its own method and path', () => {
    const addresses = Object.values(routes).map((def) => `${def.method} ${def.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("keeps the areas in their declared order, each area's routes together", () => {
    const names = Object.keys(routes);
    expect(names[0]).toBe('health');
    expect(names).toEqual(Object.values(routeAreas).flatMap((area) => Object.keys(area)));
  });

  it('names at compile time a route two areas both declare', () => {
    expectTypeOf<SharedNames<{ a: { x: 1; y: 1 }; b: { x: 2 }; c: { z: 3 } }>>().toEqualTypeOf<'x'>();
    expectTypeOf<SharedNames<typeof routeAreas>>().toEqualTypeOf<never>();
  });
});
