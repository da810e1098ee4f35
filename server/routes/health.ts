import type { healthRoutes } from '@shared/api/routes/health';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

export function healthHandlers(services: Services): AreaHandlers<typeof healthRoutes> {
  return {
    health: async () => ({
      status: 'ok',
      db: await services.health.check(),
      directoryIndex: services.health.directoryIndex(),
    }),
  };
}
