import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { panelsOfRoute, routesIn, withChildren } from '../../../../renderer/src/app/routeSlots';
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

  it("loads the panels a route's page shows, and the event's header over an event page, with its code", async () => {
    let panelLoaded = false;
    const actions = vi.fn(async () => {
      panelLoaded = true;
      return () => null;
    });
    const tabs = vi.fn(async () => () => null);
    const page = vi.fn(async () => ({ Component: () => null }));
    const features: Feature[] = [
      { panels: { personActions: actions, eventHeader: tabs } },
      {
        routes: {
          appShell: [{ path: '/event/:eventId/people', lazy: page, handle: { panels: ['personActions'] } }],
        },
      },
    ];
    const [route] = routesIn(features, 'appShell');
    expect(actions).not.toHaveBeenCalled();
    await (route?.lazy as () => Promise<unknown>)();
    // The page's code resolves only once its panels are in: its first render has them.
    expect(panelLoaded).toBe(true);
    expect(tabs).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it("shows the event's header only over event pages of the app shell", () => {
    expect(panelsOfRoute({ path: '/event/:eventId/sessions' }, true)).toEqual(['eventHeader']);
    expect(panelsOfRoute({ path: '/event/:eventId/kiosk' }, false)).toEqual([]);
    expect(panelsOfRoute({ path: '/chat' }, true)).toEqual([]);
    expect(panelsOfRoute({ path: '/my-agenda', handle: { panels: ['programAside'] } }, true)).toEqual([
      'programAside',
    ]);
  });
});
