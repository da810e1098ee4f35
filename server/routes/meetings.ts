import type { meetingRoutes } from '@shared/api/routes/meetings';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** 1:1 meetings: the flow actions, the invitations list and the invitation screen (docs/meetings.md). */
export function meetingHandlers({ meetings }: Services): AreaHandlers<typeof meetingRoutes> {
  return {
    scheduleInvite: async ({ body, user }) => meetings.send(user.userId, body),
    scheduleRevoke: async ({ body, user }) => meetings.revoke(user.userId, body),
    scheduleReject: async ({ body, user }) => meetings.reject(user.userId, body),
    scheduleConfirm: async ({ body, user }) => meetings.confirm(user.userId, body),
    scheduleReschedule: async ({ body, user }) => meetings.reschedule(user.userId, body),
    scheduleRevokeReschedule: async ({ body, user }) => meetings.revokeReschedule(user.userId, body),
    scheduleRejectReschedule: async ({ body, user }) => meetings.rejectReschedule(user.userId, body),
    scheduleConfirmReschedule: async ({ body, user }) => meetings.confirmReschedule(user.userId, body),
    scheduleCancelMeeting: async ({ body, user }) => meetings.cancelMeeting(user.userId, body),
    schedulePrebook: async ({ body, user }) => meetings.prebook(user.userId, body),
    scheduleAddGuest: async ({ body, user }) => meetings.addGuest(user.userId, body),
    scheduleLeaveMeeting: async ({ body, user }) => meetings.leaveMeeting(user.userId, body),
    scheduleMeetingCheckIn: async ({ body, user }) => meetings.meetingCheckIn(user.userId, body),
    scheduleMeetingRoom: async ({ body, user }) => meetings.meetingRoom(user.userId, body),
    invitationList: async ({ query, user }) => meetings.list(user.userId, query),
    invitationView: async ({ query, user }) => meetings.view(user.userId, query),
  };
}
