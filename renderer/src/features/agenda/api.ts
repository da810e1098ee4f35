import type { OffTimeBody } from '@shared/schemas/sessions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';
import { eventKeys } from '../eventHome';

/** Query keys of My Agenda: below the event's key (eventHome/api.ts), so they follow the event. */
export const agendaKeys = {
  agenda: (eventId: string) => [...eventKeys.all(eventId), 'agenda'] as const,
  calendarLink: (eventId: string) => [...eventKeys.all(eventId), 'calendarLink'] as const,
  attendee: (eventId: string, participantId: string) =>
    [...eventKeys.all(eventId), 'agendaOf', participantId] as const,
};

/** GET /v1/event/agenda: my agenda of one event, rows by start. */
export const agendaQuery = (eventId: string) =>
  queryOptions({
    queryKey: agendaKeys.agenda(eventId),
    queryFn: ({ signal }) => api('agendaGet', { query: { eventId }, signal }),
  });

/**
 * GET /v1/event/agenda?asParticipantId: another participant's agenda as they see it (organizers and
 * holders of onbehalfmeeting; spec core §6 "show their agenda").
 */
export const attendeeAgendaQuery = (eventId: string, participantId: string) =>
  queryOptions({
    queryKey: agendaKeys.attendee(eventId, participantId),
    queryFn: ({ signal }) => api('agendaGet', { query: { eventId, asParticipantId: participantId }, signal }),
  });

/** Starts my agenda as My Agenda is navigated to (its route's loader). */
export const prefetchAgenda = (eventId: string) => prefetch(agendaQuery(eventId));

/** POST /v1/event/schedule/participantOff: add off-time (a break). */
export const addOffTime = (body: OffTimeBody) => api('offTimeAdd', { body });

/** DELETE /v1/event/schedule/participantOff: remove one. */
export const removeOffTime = (eventId: string, id: string) =>
  api('offTimeDelete', { query: { eventId, id } });

/**
 * POST /v1/event/participant/calendar mode link: my feed's https and webcal URLs. Without rotate it
 * only reads, so it is a query; a failure is shown as it comes (spec core §8), not asked again.
 */
export const calendarLinkQuery = (eventId: string) =>
  queryOptions({
    queryKey: agendaKeys.calendarLink(eventId),
    queryFn: () => api('participantCalendar', { body: { eventId, mode: 'link', rotate: false } }),
    retry: false,
  });

/** POST /v1/event/participant/calendar mode email: my agenda as an .ics attachment to my e-mail. */
export const emailAgenda = (eventId: string) =>
  api('participantCalendar', { body: { eventId, mode: 'email', rotate: false } });

/** POST /v1/event/schedule/meetingCheckIn: check in to my meeting (from 5 minutes before its start). */
export const checkInToMeeting = (eventId: string, meetingId: string) =>
  api('scheduleMeetingCheckIn', { body: { eventId, meetingId } });

/** POST /v1/event/schedule/addGuest: one of the meeting's two adds a participant as a guest. */
export const addMeetingGuest = (eventId: string, meetingId: string, participantId: string) =>
  api('scheduleAddGuest', { body: { eventId, meetingId, participantId } });

/** POST /v1/event/schedule/leaveMeeting: a guest leaves the meeting. */
export const leaveMeeting = (eventId: string, meetingId: string) =>
  api('scheduleLeaveMeeting', { body: { eventId, meetingId } });
