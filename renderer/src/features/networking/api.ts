import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PARTICIPANT_PAGE_SIZE } from '@shared/schemas/limits';
import type { ParticipantTag } from '@shared/schemas/participants';
import { api } from '../../api/client';
import { prefetchInfinite } from '../../api/prefetch';
import { eventKeys } from '../eventHome';
import { NO_FILTERS, type DirectoryFilters } from './directory';

/** Query keys of the attendee directory: below the event's key (eventHome/api.ts), so they follow the event. */
export const networkingKeys = {
  /** Every list of the directory (all filters). */
  lists: (eventId: string) => [...eventKeys.all(eventId), 'attendees'] as const,
  list: (eventId: string, filters: DirectoryFilters) => [...networkingKeys.lists(eventId), filters] as const,
  card: (eventId: string, participantId: string) =>
    [...eventKeys.all(eventId), 'attendee', participantId, 'card'] as const,
  adminDetails: (eventId: string, participantId: string) =>
    [...eventKeys.all(eventId), 'attendee', participantId, 'admin'] as const,
};

/**
 * POST /v1/event/participant/search2, 60 a page (spec §9), each next page from the previous one's
 * props.next. `organizer` asks for the organizer's view (everyone, contact data), which the server
 * gives only to organizers and ignores for anyone else: asking always gives each viewer the widest
 * view they may have, without waiting for the event's details to know who is an organizer.
 */
export const attendeesQuery = (eventId: string, filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: networkingKeys.list(eventId, filters),
    queryFn: ({ pageParam, signal }) =>
      api('participantSearch', {
        body: {
          eventId,
          query: filters.query,
          list: filters.list,
          hereNow: filters.hereNow,
          organizer: true,
          length: PARTICIPANT_PAGE_SIZE,
          ...(pageParam === null ? {} : { after: pageParam }),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.props.next,
  });

/** Starts the directory's first page as it is navigated to (its route's loader). */
export const prefetchAttendees = (eventId: string) => prefetchInfinite(attendeesQuery(eventId, NO_FILTERS));

/**
 * GET /v1/event/participant/card: one person with their match, for a profile whose person no loaded
 * list holds (a link). The organizer's view is asked for as in attendeesQuery.
 */
export const attendeeCardQuery = (eventId: string, participantId: string) =>
  queryOptions({
    queryKey: networkingKeys.card(eventId, participantId),
    queryFn: ({ signal }) =>
      api('participantCard', { query: { eventId, id: participantId, organizer: 'true' }, signal }),
  });

/** GET /v1/event/participant/adminDetails: what an organizer sees of one participant. */
export const adminDetailsQuery = (eventId: string, participantId: string) =>
  queryOptions({
    queryKey: networkingKeys.adminDetails(eventId, participantId),
    queryFn: ({ signal }) =>
      api('participantAdminDetails', { query: { eventId, id: participantId }, signal }),
  });

/** PUT /v1/event/participant/tag: the viewer marks a person favourite or ignored, or clears the mark. */
export const tagAttendee = (eventId: string, participantId: string, tag: ParticipantTag | null) =>
  api('participantTag', { body: { eventId, participantId, tag } });
