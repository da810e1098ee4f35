import type { printJobRoutes } from '@shared/api/routes/printJobs';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The server print queue of print mode "printQueue" (docs/badges.md). */
export function printJobHandlers({ printJobs }: Services): AreaHandlers<typeof printJobRoutes> {
  return {
    printJobCreate: async ({ body, user }) => printJobs.create(user.userId, body),
    printJobList: async ({ query, user }) => printJobs.list(user.userId, query),
    printJobClaim: async ({ body, user }) => printJobs.claim(user.userId, body),
    printJobResult: async ({ body, user }) => printJobs.result(user.userId, body),
  };
}
