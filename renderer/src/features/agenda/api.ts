import type { OffTimeBody } from '@shared/schemas/sessions';
import { api } from '../../api/client';
import { apiPrefetched, prefetch } from '../../api/prefetch';

/** GET /v1/event/agenda: my agenda of one event, rows by start. */
export const fetchAgenda = (eventId: string, signal?: AbortSignal) =>
  apiPrefetched('agendaGet', { query: { eventId }, signal });

/** Starts fetchAgenda as My Agenda is navigated to (its route's loader). */
export const prefetchAgenda = (eventId: string) => prefetch('agendaGet', { query: { eventId } });

/** POST /v1/event/schedule/participantOff: add off-time (a break). */
export const addOffTime = (body: OffTimeBody) => api('offTimeAdd', { body });

/** DELETE /v1/event/schedule/participantOff: remove one. */
export const removeOffTime = (eventId: string, id: string) =>
  api('offTimeDelete', { query: { eventId, id } });

/** POST /v1/event/participant/calendar mode link: my feed's https and webcal URLs. */
export const fetchCalendarLink = (eventId: string) =>
  api('participantCalendar', { body: { eventId, mode: 'link', rotate: false } });

/** POST /v1/event/participant/calendar mode email: my agenda as an .ics attachment to my e-mail. */
export const emailAgenda = (eventId: string) =>
  api('participantCalendar', { body: { eventId, mode: 'email', rotate: false } });
