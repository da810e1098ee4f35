import type { OffTimeBody } from '@shared/schemas/sessions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';
import { eventKeys } from '../eventHome';

/** Query keys of My Agenda: below the event's key (eventHome/api.ts), so they follow the event. */
export const agendaKeys = {
  agenda: (eventId: string) => [...eventKeys.all(eventId), 'agenda'] as const,
  calendarLink: (eventId: string) => [...eventKeys.all(eventId), 'calendarLink'] as const,
};

/** GET /v1/event/agenda: my agenda of one event, rows by start. */
export const agendaQuery = (eventId: string) =>
  queryOptions({
    queryKey: agendaKeys.agenda(eventId),
    queryFn: ({ signal }) => api('agendaGet', { query: { eventId }, signal }),
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

/** POST /v1/event/schedule/cancelMeeting: the server stores the default cancel text as the message. */
export const cancelMeeting = (eventId: string, meetingId: string) =>
  api('scheduleCancelMeeting', { body: { eventId, meetingId } });
