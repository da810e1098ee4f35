import type { RouteHandlers } from '../http/route';
import type { Services } from '../services';
import { authHandlers } from './auth';
import { badgeHandlers } from './badges';
import { chatHandlers } from './chat';
import { checkInHandlers } from './checkIn';
import { eventHandlers } from './events';
import { healthHandlers } from './health';
import { meetingHandlers } from './meetings';
import { meetingSlotHandlers } from './meetingSlots';
import { networkingHandlers } from './networking';
import { notificationHandlers } from './notifications';
import { printJobHandlers } from './printJobs';
import { profileHandlers } from './profiles';
import { sessionHandlers } from './sessions';
import { userHandlers } from './users';

/**
 * A handler for every route of the shared table (shared/api/routes/), area by area; app.ts
 * registers them in one loop. A new area adds its file and one line here — and a route without a
 * handler does not compile.
 */
export function routeHandlers(services: Services): RouteHandlers {
  return {
    ...healthHandlers(services),
    ...authHandlers(services),
    ...userHandlers(services),
    ...eventHandlers(services),
    ...checkInHandlers(services),
    ...badgeHandlers(services),
    ...printJobHandlers(services),
    ...sessionHandlers(services),
    ...networkingHandlers(services),
    ...profileHandlers(services),
    ...meetingHandlers(services),
    ...meetingSlotHandlers(services),
    ...notificationHandlers(services),
    ...chatHandlers(services),
  };
}
