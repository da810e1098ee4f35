import { z } from 'zod';
import { route, type RouteMap } from './contract';

/**
 * What this node holds of the attendee directory in memory (server/services/directoryIndexCache.ts
 * stats): counts and estimated bytes only, nothing of any event's people.
 */
const directoryIndexStats = z.object({
  events: z.number().int(),
  bytes: z.number().int(),
  budgetBytes: z.number().int(),
  loads: z.number().int(),
  refreshes: z.number().int(),
  peopleReread: z.number().int(),
  evictions: z.number().int(),
});

/** Liveness, and the node's figures an operator watches (docs/operations.md). */
export const healthRoutes = {
  health: route({
    method: 'GET',
    path: '/v1/health',
    auth: 'public',
    access: 'public',
    summary: 'Liveness, the database engine in use and the directory index held in memory',
    response: z.object({
      status: z.literal('ok'),
      db: z.enum(['pglite', 'postgres']),
      directoryIndex: directoryIndexStats,
    }),
  }),
} as const satisfies RouteMap;
