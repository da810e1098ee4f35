import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipantProfileBody } from '@shared/schemas/participantProfile';
import { profileKeys, saveOwnProfile } from '../api';

/** Saves my profile in the event; the answer (the profile as stored, with its points) goes into the cache. */
export function useSaveProfile(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipantProfileBody) => saveOwnProfile(body),
    onSuccess: (saved) => client.setQueryData(profileKeys.own(eventId), saved),
  });
}
