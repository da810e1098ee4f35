import { z } from 'zod';
import * as invitations from '../../schemas/invitations';
import * as room from '../../schemas/meetingRoom';
import * as onBehalf from '../../schemas/meetingsOnBehalf';
import { route, type RouteMap } from './contract';

/** A flow action: POST /v1/event/schedule/{path}, answering the invitation and its meeting. */
const action = <B extends z.ZodType>({ path, summary, body }: { path: string; summary: string; body: B }) =>
  route({
    method: 'POST',
    path: `/v1/event/schedule/${path}`,
    auth: 'user',
    summary,
    body,
    response: invitations.invitationActionResult,
  });

/**
 * 1:1 meetings (spec core §4 flow actions, §7 `event/schedule/*`; docs/meetings.md): the flow
 * actions, the invitations list and the invitation screen's view of one other participant. The
 * spec leaves the paths of sending a request and cancelling a meeting unshown: ours are
 * schedule/invite and schedule/cancelMeeting. The spec's schedule/checkIn with a meetingId is
 * schedule/meetingCheckIn here, so the sessions' check-in keeps its own body and service. Opening
 * a meeting's video room (Start) is not shown either: ours is schedule/meetingRoom.
 */
export const meetingRoutes = {
  scheduleInvite: action({
    path: 'invite',
    summary: 'Send a meeting request to a participant (toBoothId: to a booth, through its owner)',
    body: invitations.sendInvitationBody,
  }),
  scheduleRevoke: action({
    path: 'revoke',
    summary: 'Its sender withdraws a waiting meeting request',
    body: invitations.revokeInvitationBody,
  }),
  scheduleReject: action({
    path: 'reject',
    summary: 'Its receiver declines a meeting request (its sender cannot send again)',
    body: invitations.rejectInvitationBody,
  }),
  scheduleConfirm: action({
    path: 'confirm',
    summary: 'Its receiver accepts a meeting request into a slot free for both: the meeting is booked',
    body: invitations.confirmInvitationBody,
  }),
  scheduleReschedule: action({
    path: 'reschedule',
    summary: 'Ask the other to move a meeting (message required)',
    body: invitations.rescheduleBody,
  }),
  scheduleRevokeReschedule: action({
    path: 'revokeReschedule',
    summary: 'Withdraw my waiting reschedule request',
    body: invitations.revokeRescheduleBody,
  }),
  scheduleRejectReschedule: action({
    path: 'rejectReschedule',
    summary: 'Keep the meeting where it is',
    body: invitations.rejectRescheduleBody,
  }),
  scheduleConfirmReschedule: action({
    path: 'confirmReschedule',
    summary: 'Move the meeting to a slot free for both',
    body: invitations.confirmRescheduleBody,
  }),
  scheduleCancelMeeting: action({
    path: 'cancelMeeting',
    summary: 'Cancel a meeting (either of the two)',
    body: invitations.cancelMeetingBody,
  }),
  schedulePrebook: action({
    path: 'prebook',
    summary:
      'Book two participants into a slot free for both (right onbehalfmeeting; reserveatable for oneself)',
    body: onBehalf.prebookBody,
  }),
  scheduleAddGuest: action({
    path: 'addGuest',
    summary: 'Add a guest to my meeting',
    body: onBehalf.meetingGuestBody,
  }),
  scheduleLeaveMeeting: action({
    path: 'leaveMeeting',
    summary: 'Leave a meeting I am a guest of',
    body: onBehalf.leaveMeetingBody,
  }),
  scheduleMeetingCheckIn: route({
    method: 'POST',
    path: '/v1/event/schedule/meetingCheckIn',
    auth: 'user',
    summary:
      'Check in to my meeting, from 5 minutes before its start to its end (the spec’s schedule/checkIn with a meetingId)',
    body: invitations.meetingCheckInBody,
    response: invitations.meeting,
  }),
  scheduleMeetingRoom: route({
    method: 'POST',
    path: '/v1/event/schedule/meetingRoom',
    auth: 'user',
    summary:
      'The video room of my meeting (one of the two or a guest), from 7 minutes before its start to its end, with a conference token',
    body: room.meetingRoomBody,
    response: room.meetingRoom,
  }),
  invitationList: route({
    method: 'GET',
    path: '/v1/event/invitations',
    auth: 'user',
    summary:
      'My invitations and my booth’s (one event or all), by segment, status, live or past and a search over names',
    query: invitations.invitationListQuery,
    response: z.array(invitations.invitation),
  }),
  invitationView: route({
    method: 'GET',
    path: '/v1/event/invitation',
    auth: 'user',
    summary: 'Where I stand with one other participant: view status, relation, our invitations and meeting',
    query: invitations.invitationViewQuery,
    response: invitations.invitationView,
  }),
} as const satisfies RouteMap;
