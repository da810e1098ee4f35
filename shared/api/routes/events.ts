import * as event from '../../schemas/event';
import { route, type RouteMap } from './contract';

/** Events: my list, one event with my participant record, host-based branding. */
export const eventRoutes = {
  eventList: route({
    method: 'GET',
    path: '/v1/event',
    auth: 'user',
    access: 'signedIn',
    summary: 'The events the signed-in user belongs to',
    query: event.eventListQuery,
    response: event.eventList,
  }),
  domainDetails: route({
    method: 'GET',
    path: '/v1/public/domaininf/:domain',
    auth: 'public',
    access: 'public',
    summary: 'Domain details for host-based event branding (path ends in {domain}.json)',
    params: event.domainDetailsParams,
    response: event.domainDetails,
  }),
  eventDetails: route({
    method: 'GET',
    path: '/v1/event/details',
    auth: 'user',
    access: 'event.member',
    summary: 'One event with my participant record, types, printers and default badge (members only)',
    query: event.eventDetailsQuery,
    response: event.eventDetails,
  }),
} as const satisfies RouteMap;
