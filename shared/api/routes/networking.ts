import * as participants from '../../schemas/participants';
import { route, type RouteMap } from './contract';

/** Networking (spec networking §7): the attendee directory and the viewer's tags (docs/networking.md). */
export const networkingRoutes = {
  participantSearch: route({
    method: 'POST',
    path: '/v1/event/participant/search2',
    auth: 'user',
    access: 'event.member',
    summary:
      'The attendee directory: ranked or by name, text search, lists all/favourite/ignored, Here now, cursor pages',
    body: participants.participantSearchBody,
    response: participants.participantSearchResult,
  }),
  participantCard: route({
    method: 'GET',
    path: '/v1/event/participant/card',
    auth: 'user',
    access: 'event.member',
    summary:
      'One participant as the directory shows them to the caller, with the match explained (404 when not visible)',
    query: participants.participantCardQuery,
    response: participants.participantCardResult,
  }),
  participantAdminDetails: route({
    method: 'GET',
    path: '/v1/event/participant/adminDetails',
    auth: 'user',
    access: 'event.organizer',
    summary: 'Admin details of one participant (organizers of the event only)',
    query: participants.participantAdminDetailsQuery,
    response: participants.participantAdminDetails,
  }),
  participantTag: route({
    method: 'PUT',
    path: '/v1/event/participant/tag',
    auth: 'user',
    access: 'event.member',
    summary: 'Mark a participant as favourite or ignored for me, or clear the mark',
    body: participants.participantTagBody,
    response: participants.participantTagResult,
  }),
} as const satisfies RouteMap;
