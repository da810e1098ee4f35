import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routesIn, withChildren } from '../../../../renderer/src/app/routeSlots';
import type { Feature } from '../../../../renderer/src/registry/feature';

/** The router puts each feature's routes where the feature says, and screens over a page under it. */

describe('route slots', () => {
  it("gathers a slot's routes from every feature, in the features' order", () => {
    const features: Feature[] = [
      { routes: { appShell: [{ path: '/a' }], fullPage: [{ path: '/kiosk' }] } },
      { routes: { publicShell: [{ path: '/terms' }] } },
      { routes: { appShell: [{ path: '/b' }, { path: '/c' }] } },
    ];
    expect(routesIn(features, 'appShell').map((r) => r.path)).toEqual(['/a', '/b', '/c']);
    expect(routesIn(features, 'event')).toEqual([]);
  });

  it('hangs children under the route with the id, at any depth, after its own', () => {
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [{ index: true }, { id: 'host', path: '/event/:id', children: [{ path: 'own' }] }],
      },
    ];
    const hung = withChildren(tree, 'host', [{ path: 'checkin' }]);
    expect(hung[0]?.children?.[1]?.children?.map((r) => r.path)).toEqual(['own', 'checkin']);
    expect(tree[0]?.children?.[1]?.children).toHaveLength(1);
  });

  it('refuses children that no route hosts, rather than dropping their pages', () => {
    expect(() => withChildren([{ path: '/' }], 'host', [{ path: 'checkin' }])).toThrow(/host/);
    expect(withChildren([{ path: '/' }], 'host', [])).toEqual([{ path: '/' }]);
  });
});
