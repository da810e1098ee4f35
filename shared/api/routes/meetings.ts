import { z } from 'zod';
import * as invitations from '../../schemas/invitations';
import * as room from '../../schemas/meetingRoom';
import * as onBehalf from '../../schemas/meetingsOnBehalf';
import { route, type RouteAccess, type RouteMap } from './contract';

/** A flow action: POST /v1/event/schedule/{path}, answering the invitation and its meeting. */
const action = <B extends z.ZodType, A extends Exclude<RouteAccess, 'public'>>({
  path,
  access,
  summary,
  body,
}: {
  path: string;
  access: A;
  summary: string;
  body: B;
}) =>
  route({
    method: 'POST',
    path: `/v1/event/schedule/${path}`,
    auth: 'user',
    access,
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
    access: 'event.member',
    summary: 'Send a meeting request to a participant (toBoothId: to a booth, through its owner)',
    body: invitations.sendInvitationBody,
  }),
  scheduleRevoke: action({
    path: 'revoke',
    access: 'event.member',
    summary: 'Its sender withdraws a waiting meeting request',
    body: invitations.revokeInvitationBody,
  }),
  scheduleReject: action({
    path: 'reject',
    access: 'event.member',
    summary: 'Its receiver declines a meeting request (its sender cannot send again)',
    body: invitations.rejectInvitationBody,
  }),
  scheduleConfirm: action({
    path: 'confirm',
    access: 'event.member',
    summary: 'Its receiver accepts a meeting request into a slot free for both: the meeting is booked',
    body: invitations.confirmInvitationBody,
  }),
  scheduleReschedule: action({
    path: 'reschedule',
    access: 'event.member',
    summary: 'Ask the other to move a meeting (message required)',
    body: invitations.rescheduleBody,
  }),
  scheduleRevokeReschedule: action({
    path: 'revokeReschedule',
    access: 'event.member',
    summary: 'Withdraw my waiting reschedule request',
    body: invitations.revokeRescheduleBody,
  }),
  scheduleRejectReschedule: action({
    path: 'rejectReschedule',
    access: 'event.member',
    summary: 'Keep the meeting where it is',
    body: invitations.rejectRescheduleBody,
  }),
  scheduleConfirmReschedule: action({
    path: 'confirmReschedule',
    access: 'event.member',
    summary: 'Move the meeting to a slot free for both',
    body: invitations.confirmRescheduleBody,
  }),
  scheduleCancelMeeting: action({
    path: 'cancelMeeting',
    access: 'event.member',
    summary: 'Cancel a meeting (either of the two)',
    body: invitations.cancelMeetingBody,
  }),
  schedulePrebook: action({
    path: 'prebook',
    access: 'event.member',
    summary:
      'Book two participants into a slot free for both (right onbehalfmeeting; reserveatable for oneself)',
    body: onBehalf.prebookBody,
  }),
  scheduleAddGuest: action({
    path: 'addGuest',
    access: 'event.member',
    summary: 'Add a guest to my meeting',
    body: onBehalf.meetingGuestBody,
  }),
  scheduleLeaveMeeting: action({
    path: 'leaveMeeting',
    access: 'event.member',
    summary: 'Leave a meeting I am a guest of',
    body: onBehalf.leaveMeetingBody,
  }),
  scheduleMeetingCheckIn: route({
    method: 'POST',
    path: '/v1/event/schedule/meetingCheckIn',
    auth: 'user',
    access: 'event.member',
    summary:
      'Check in to my meeting, from 5 minutes before its start to its end (the spec’s schedule/checkIn with a meetingId)',
    body: invitations.meetingCheckInBody,
    response: invitations.meeting,
  }),
  scheduleMeetingRoom: route({
    method: 'POST',
    path: '/v1/event/schedule/meetingRoom',
    auth: 'user',
    access: 'event.member',
    summary:
      'The video room of my meeting (one of the two or a guest), from 7 minutes before its start to its end, with a conference token',
    body: room.meetingRoomBody,
    response: room.meetingRoom,
  }),
  invitationList: route({
    method: 'GET',
    path: '/v1/event/invitations',
    auth: 'user',
    access: 'signedIn',
    summary:
      'My invitations and my booth’s (one event or all), by segment, status, live or past and a search over names',
    query: invitations.invitationListQuery,
    response: z.array(invitations.invitation),
  }),
  invitationView: route({
    method: 'GET',
    path: '/v1/event/invitation',
    auth: 'user',
    access: 'event.member',
    summary: 'Where I stand with one other participant: view status, relation, our invitations and meeting',
    query: invitations.invitationViewQuery,
    response: invitations.invitationView,
  }),
} as const satisfies RouteMap;
