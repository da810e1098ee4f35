import { queryOptions } from '@tanstack/react-query';
import type { RouteBody } from '@shared/api/routes';
import { api } from '../../api/client';
import { eventKeys } from '../eventHome';

/** Query keys of the badge templates: below the event's key (eventHome/api.ts). */
export const badgeKeys = {
  list: (eventId: string) => [...eventKeys.all(eventId), 'badges'] as const,
  template: (eventId: string, id: string) => [...eventKeys.all(eventId), 'badges', id] as const,
};

/** The event's badge templates. */
export const badgesQuery = (eventId: string) =>
  queryOptions({
    queryKey: badgeKeys.list(eventId),
    queryFn: ({ signal }) => api('badgeList', { query: { eventId }, signal }),
  });

/** One template, for the editor. */
export const badgeQuery = (eventId: string, id: string) =>
  queryOptions({
    queryKey: badgeKeys.template(eventId, id),
    queryFn: ({ signal }) => api('badgeGet', { query: { eventId, id }, signal }),
  });

/** Creates (no id) or updates a template; the answer carries the new version. */
export const saveBadge = (body: RouteBody<'badgeSave'>) => api('badgeSave', { body });

export const deleteBadge = (eventId: string, id: string) => api('badgeDelete', { query: { eventId, id } });

/**
 * A ticket's placeholder values and ticket URL, for previewing a template with a real person: by
 * the ticket's number, as organizers read it (the server answers check-in staff only).
 */
export const fetchDigest = (eventId: string, ticketNumber: string) =>
  api('digestTemplate', { body: { eventId, ticketNumber } });
