import * as slots from '../../schemas/meetingSlots';
import { route, type RouteMap } from './contract';

/** The time-slot picker's slots free for both (docs/meetings.md "Slots free for both"). */
export const meetingSlotRoutes = {
  meetingSlots: route({
    method: 'GET',
    path: '/v1/event/meetingSlots',
    auth: 'user',
    access: 'event.member',
    summary:
      'The meeting slots not ended for me and another participant of the event, by day, each free for both or busy with whose commitment and what (kind, id, time), and the picker’s message',
    query: slots.meetingSlotsQuery,
    response: slots.meetingSlots,
  }),
} as const satisfies RouteMap;
