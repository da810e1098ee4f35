import * as participants from '../../schemas/participants';
import * as profile from '../../schemas/participantProfile';
import { route, type RouteMap } from './contract';

/** Networking (spec networking §3, §7): my participant profile per event, and the speakers (docs/networking.md). */
export const profileRoutes = {
  participantProfileGet: route({
    method: 'GET',
    path: '/v1/event/participant',
    auth: 'user',
    access: 'event.member',
    summary: 'My participant profile in the event, with its completeness',
    query: participants.ownProfileQuery,
    response: participants.ownProfile,
  }),
  participantProfilePut: route({
    method: 'PUT',
    path: '/v1/event/participant',
    auth: 'user',
    access: 'event.member',
    summary: 'Save my participant profile in the event (the profile form and wizard steps)',
    body: profile.participantProfileBody,
    response: participants.ownProfile,
  }),
  speakerList: route({
    method: 'GET',
    path: '/v1/event/speakers',
    auth: 'user',
    access: 'event.member',
    summary: 'The event’s speakers (showSpeaker true) with their sessions by start',
    query: participants.speakerListQuery,
    response: participants.speakerList,
  }),
} as const satisfies RouteMap;
