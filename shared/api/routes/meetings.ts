import { z } from 'zod';
import * as invitations from '../../schemas/invitations';
import * as room from '../../schemas/meetingRoom';
import * as onBehalf from '../../schemas/meetingsOnBehalf';
import { route, type RouteMap } from './contract';

/** A flow action: POST /v1/event/schedule/{path}, answering the invitation and its meeting. */
const action = <B extends z.ZodType>(path: string, summary: string, body: B) =>
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
  scheduleInvite: action(
    'invite',
    'Send a meeting request to a participant (toBoothId: to a booth, through its owner)',
    invitations.sendInvitationBody,
  ),
  scheduleRevoke: action(
    'revoke',
    'Its sender withdraws a waiting meeting request',
    invitations.revokeInvitationBody,
  ),
  scheduleReject: action(
    'reject',
    'Its receiver declines a meeting request (its sender cannot send again)',
    invitations.rejectInvitationBody,
  ),
  scheduleConfirm: action(
    'confirm',
    'Its receiver accepts a meeting request into a slot free for both: the meeting is booked',
    invitations.confirmInvitationBody,
  ),
  scheduleReschedule: action(
    'reschedule',
    'Ask the other to move a meeting (message required)',
    invitations.rescheduleBody,
  ),
  scheduleRevokeReschedule: action(
    'revokeReschedule',
    'Withdraw my waiting reschedule request',
    invitations.revokeRescheduleBody,
  ),
  scheduleRejectReschedule: action(
    'rejectReschedule',
    'Keep the meeting where it is',
    invitations.rejectRescheduleBody,
  ),
  scheduleConfirmReschedule: action(
    'confirmReschedule',
    'Move the meeting to a slot free for both',
    invitations.confirmRescheduleBody,
  ),
  scheduleCancelMeeting: action(
    'cancelMeeting',
    'Cancel a meeting (either of the two)',
    invitations.cancelMeetingBody,
  ),
  schedulePrebook: action(
    'prebook',
    'Book two participants into a slot free for both (right onbehalfmeeting; reserveatable for oneself)',
    onBehalf.prebookBody,
  ),
  scheduleAddGuest: action('addGuest', 'Add a guest to my meeting', onBehalf.meetingGuestBody),
  scheduleLeaveMeeting: action('leaveMeeting', 'Leave a meeting I am a guest of', onBehalf.leaveMeetingBody),
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
