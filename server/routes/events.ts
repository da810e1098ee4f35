import type { eventRoutes } from '@shared/api/routes/events';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';
import { originOf } from './origin';

/** My events, one event with my participant record, and host-based branding. */
export function eventHandlers({ events }: Services): AreaHandlers<typeof eventRoutes> {
  return {
    eventList: async ({ query, user, request }) => events.list(user.userId, query.query, originOf(request)),
    eventDetails: async ({ query, user, request }) =>
      events.details(user.userId, query.id, originOf(request)),
    domainDetails: async ({ params, request }) => events.domainDetails(params.domain, originOf(request)),
  };
}
