import { z } from 'zod';
import * as checkin from '../../schemas/checkin';
import { route, type RouteMap } from './contract';

/** Check-in areas, the check-in call and the scan log (docs/checkin.md). */
export const checkInRoutes = {
  areaList: route({
    method: 'GET',
    path: '/v1/event/areas',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'Check-in areas with live occupancy (check-in admins and organizers)',
    query: checkin.eventRef,
    response: z.array(checkin.area),
  }),
  areaSave: route({
    method: 'POST',
    path: '/v1/event/area',
    auth: 'user',
    access: 'event.organizer',
    summary: 'Create or update a check-in area (organizers)',
    body: checkin.areaInput,
    response: checkin.area,
  }),
  areaDelete: route({
    method: 'DELETE',
    path: '/v1/event/area',
    auth: 'user',
    access: 'event.organizer',
    summary: 'Remove a check-in area; the venue entrance stays (organizers)',
    query: checkin.areaRef,
    response: z.object({ ok: z.literal(true) }),
  }),
  checkIn: route({
    method: 'POST',
    path: '/v1/event/participant/checkIn',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'Check a ticket in or out of an area (check-in admins of an unfinished event, organizers)',
    body: checkin.checkInBody,
    response: checkin.checkInResult,
  }),
  scanLog: route({
    method: 'GET',
    path: '/v1/event/checkIn/log',
    auth: 'user',
    access: 'event.organizer',
    summary: 'Every scan: who, which station, when, result (organizers), newest first',
    query: checkin.scanLogQuery,
    response: z.array(checkin.scanLogEntry),
  }),
} as const satisfies RouteMap;
