import { z } from 'zod';
import * as checkin from '../../schemas/checkin';
import * as badge from '../../schemas/badge';
import { route, type RouteMap } from './contract';

/** Badge templates, the badge digest and the printed flag (docs/badges.md). */
export const badgeRoutes = {
  badgeList: route({
    method: 'GET',
    path: '/v1/event/badges',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'The event’s badge templates (check-in admins and organizers)',
    query: checkin.eventRef,
    response: z.array(badge.badgeTemplate),
  }),
  badgeGet: route({
    method: 'GET',
    path: '/v1/event/badge',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'One badge template',
    query: badge.badgeTemplateRef,
    response: badge.badgeTemplate,
  }),
  badgeSave: route({
    method: 'POST',
    path: '/v1/event/badge',
    auth: 'user',
    access: 'event.organizer',
    summary: 'Create or update a badge template; every save is a new version (organizers)',
    body: badge.badgeTemplateInput,
    response: badge.badgeTemplate,
  }),
  badgeDelete: route({
    method: 'DELETE',
    path: '/v1/event/badge',
    auth: 'user',
    access: 'event.organizer',
    summary: 'Remove a badge template that is not the default (organizers)',
    query: badge.badgeTemplateRef,
    response: z.object({ ok: z.literal(true) }),
  }),
  digestTemplate: route({
    method: 'POST',
    path: '/v1/digest/template',
    auth: 'user',
    access: 'event.checkInStaff',
    summary:
      'The badge template to print for a ticket and the person’s placeholder values (MST-00061 when none)',
    body: badge.ticketLookup,
    response: badge.digestTemplate,
  }),
  participantBadge: route({
    method: 'GET',
    path: '/v1/event/participant/badge',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'A ticket’s badge state: template version and printed flag',
    query: badge.ticketRef,
    response: badge.participantBadge,
  }),
  badgePrinted: route({
    method: 'POST',
    path: '/v1/event/participant/badge/printed',
    auth: 'user',
    access: 'event.checkInStaff',
    summary: 'Record that a station printed a badge directly (print mode "directly")',
    body: badge.badgePrintedBody,
    response: badge.participantBadge,
  }),
} as const satisfies RouteMap;
