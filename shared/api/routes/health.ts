import { z } from 'zod';
import { route, type RouteMap } from './contract';

/** Liveness. */
export const healthRoutes = {
  health: route({
    method: 'GET',
    path: '/v1/health',
    auth: 'public',
    summary: 'Liveness and the database engine in use',
    response: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
  }),
} as const satisfies RouteMap;
