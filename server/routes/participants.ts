import type { participantRoutes } from '@shared/api/routes/participants';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';
import { notFound } from '../http/errors';

// PLACEHOLDER (issue 10, in progress): replaced by the networking service's handlers this session.
const pending = () => Promise.reject(notFound('Route'));

export function participantHandlers(_services: Services): AreaHandlers<typeof participantRoutes> {
  return { participantSearch: pending, participantAdminDetails: pending, participantTag: pending };
}
