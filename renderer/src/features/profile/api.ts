import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { prefetch } from '../../api/prefetch';
import type { ParticipantProfileBody } from '@shared/schemas/participantProfile';
import { eventKeys } from '../eventHome';

/** Query keys of the own profile: below the event's key (eventHome/api.ts), so they follow the event. */
export const profileKeys = {
  own: (eventId: string) => [...eventKeys.all(eventId), 'ownProfile'] as const,
};

/** GET /v1/event/participant?eventId=: my participant profile in the event, with its points. */
export const ownProfileQuery = (eventId: string) =>
  queryOptions({
    queryKey: profileKeys.own(eventId),
    queryFn: ({ signal }) => api('participantProfileGet', { query: { eventId }, signal }),
  });

/** Starts the own profile as the event profile or the wizard is navigated to (their loaders). */
export const prefetchOwnProfile = (eventId: string) => prefetch(ownProfileQuery(eventId));

/** PUT /v1/event/participant: the profile form or one wizard step; answers the profile as saved. */
export const saveOwnProfile = (body: ParticipantProfileBody) => api('participantProfilePut', { body });

/** PUT /v1/user/profile action photo: the cropped photo as base64 (null removes it); answers the user. */
export const putProfilePhoto = (photo: string | null) =>
  api('userProfilePut', { body: { action: 'photo', photo } });
