import { queryOptions } from '@tanstack/react-query';
import type { InvitationStatusFilter, InvitationSegment, LiveOrPast } from '@shared/schemas/invitations';
import type * as bodies from '@shared/schemas/invitations';
import type { PrebookBody } from '@shared/schemas/meetingsOnBehalf';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';
import { eventKeys } from '../eventHome';

/**
 * Query keys of 1:1 meetings. The invitation screen's view and the picker's slots belong to one
 * event (below eventKeys.all); the /invitations list spans events, so it has its own root.
 */
export const invitationKeys = {
  /** Everything of the event's meetings with any person: what a change of my pool makes stale. */
  event: (eventId: string) => [...eventKeys.all(eventId), 'invitation'] as const,
  view: (eventId: string, participantId: string) =>
    [...invitationKeys.event(eventId), participantId, 'view'] as const,
  slots: (eventId: string, participantId: string, exceptMeetingId: string | null, asParticipantId?: string) =>
    [
      ...invitationKeys.event(eventId),
      participantId,
      'slots',
      exceptMeetingId,
      asParticipantId ?? null,
    ] as const,
  lists: () => ['invitations'] as const,
  list: (filters: InvitationFilters) => [...invitationKeys.lists(), filters] as const,
};

/** GET /v1/event/invitation: where I stand with one other participant (spec core §4 view status). */
export const invitationViewQuery = (eventId: string, participantId: string) =>
  queryOptions({
    queryKey: invitationKeys.view(eventId, participantId),
    queryFn: ({ signal }) => api('invitationView', { query: { eventId, participantId }, signal }),
  });

/**
 * GET /v1/event/meetingSlots: the slots not ended for both of us, by day, each free or why not;
 * with asParticipantId, for that participant and the other (pre-booking for two others).
 */
export const meetingSlotsQuery = (
  eventId: string,
  participantId: string,
  exceptMeetingId: string | null,
  asParticipantId?: string,
) =>
  queryOptions({
    queryKey: invitationKeys.slots(eventId, participantId, exceptMeetingId, asParticipantId),
    queryFn: ({ signal }) =>
      api('meetingSlots', {
        query: {
          eventId,
          participantId,
          ...(exceptMeetingId ? { exceptMeetingId } : {}),
          ...(asParticipantId ? { asParticipantId } : {}),
        },
        signal,
      }),
  });

/** POST /v1/event/schedule/prebook: a meeting of two participants without an invitation. */
export const prebookMeeting = (body: PrebookBody) => api('schedulePrebook', { body });

/** The /invitations page's choices (spec core §4 segments, status filter, search, live and past). */
export interface InvitationFilters {
  segment: InvitationSegment | null;
  state: InvitationStatusFilter | null;
  status: LiveOrPast | null;
  query: string;
}

/** The /invitations page as it opens: every invitation, no filter. */
export const NO_INVITATION_FILTERS: InvitationFilters = {
  segment: null,
  state: null,
  status: null,
  query: '',
};

/** GET /v1/event/invitations: mine (and my booth's) in every event, filtered. */
export const invitationListQuery = (filters: InvitationFilters) =>
  queryOptions({
    queryKey: invitationKeys.list(filters),
    queryFn: ({ signal }) =>
      api('invitationList', {
        query: {
          ...(filters.segment ? { segment: filters.segment } : {}),
          ...(filters.state ? { state: filters.state } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
        },
        signal,
      }),
  });

/** Starts the list as /invitations opens with it (its route's loader). */
export const prefetchInvitations = () => prefetch(invitationListQuery(NO_INVITATION_FILTERS));

/** A flow action (spec core §4) with its body: POST /v1/event/schedule/…. */
export type FlowAction =
  | { kind: 'send'; body: bodies.SendInvitationBody }
  | { kind: 'revoke'; body: bodies.InvitationAnswerBody }
  | { kind: 'reject'; body: bodies.InvitationAnswerBody }
  | { kind: 'confirm'; body: bodies.SlotAnswerBody }
  | { kind: 'reschedule'; body: bodies.RescheduleBody }
  | { kind: 'revokeReschedule'; body: bodies.InvitationAnswerBody }
  | { kind: 'rejectReschedule'; body: bodies.InvitationAnswerBody }
  | { kind: 'confirmReschedule'; body: bodies.SlotAnswerBody }
  | { kind: 'cancelMeeting'; body: bodies.CancelMeetingBody };

/** Sends one flow action to its route. */
export function runFlowAction(action: FlowAction) {
  switch (action.kind) {
    case 'send':
      return api('scheduleInvite', { body: action.body });
    case 'revoke':
      return api('scheduleRevoke', { body: action.body });
    case 'reject':
      return api('scheduleReject', { body: action.body });
    case 'confirm':
      return api('scheduleConfirm', { body: action.body });
    case 'reschedule':
      return api('scheduleReschedule', { body: action.body });
    case 'revokeReschedule':
      return api('scheduleRevokeReschedule', { body: action.body });
    case 'rejectReschedule':
      return api('scheduleRejectReschedule', { body: action.body });
    case 'confirmReschedule':
      return api('scheduleConfirmReschedule', { body: action.body });
    case 'cancelMeeting':
      return api('scheduleCancelMeeting', { body: action.body });
  }
}

/** POST /v1/event/schedule/meetingRoom: my meeting's video room on the conference host, with a token. */
export const meetingRoom = (eventId: string, meetingId: string) =>
  api('scheduleMeetingRoom', { body: { eventId, meetingId } });
