import { describe, expect, it } from 'vitest';
import { routes } from '@shared/api/routes';
import type { healthRoutes } from '@shared/api/routes/health';
import type { AreaHandlers, RouteHandlers } from '../../../../server/http/route';
import { routeHandlers } from '../../../../server/routes';
import type { Services } from '../../../../server/services';

/** A route without a handler, or a handler without a route, does not compile (checked by tsc). */
describe('route handlers', () => {
  it('are exactly the routes of their area', () => {
    const directoryIndex = {
      events: 0,
      bytes: 0,
      budgetBytes: 1,
      loads: 0,
      refreshes: 0,
      peopleReread: 0,
      evictions: 0,
    };
    const health = async () => ({ status: 'ok' as const, db: 'pglite' as const, directoryIndex });
    // @ts-expect-error the area's route has no handler
    const missing: AreaHandlers<typeof healthRoutes> = {};
    // @ts-expect-error a handler for a route the area does not declare
    const extra: AreaHandlers<typeof healthRoutes> = { health, nothing: health };
    const exact: AreaHandlers<typeof healthRoutes> = { health };
    expect([missing, extra, exact]).toHaveLength(3);
  });

  it('cover the whole route table', () => {
    const handlers: RouteHandlers = routeHandlers({} as Services);
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(routes).sort());
  });
});
