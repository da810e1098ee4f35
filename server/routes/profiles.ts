import type { profileRoutes } from '@shared/api/routes/profiles';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';
import { notFound } from '../http/errors';

// PLACEHOLDER (issue 10, in progress): replaced by the profile service's handlers this session.
const pending = () => Promise.reject(notFound('Route'));

export function profileHandlers(_services: Services): AreaHandlers<typeof profileRoutes> {
  return { participantProfileGet: pending, participantProfilePut: pending, speakerList: pending };
}
