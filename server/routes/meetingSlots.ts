import type { meetingSlotRoutes } from '@shared/api/routes/meetingSlots';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The time-slot picker's slots free for both (docs/meetings.md "Slots free for both"). */
export function meetingSlotHandlers({ meetingSlots }: Services): AreaHandlers<typeof meetingSlotRoutes> {
  return {
    meetingSlots: async ({ query, user }) => meetingSlots.forBoth(user.userId, query),
  };
}
