import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';
import { profileKeys, putProfilePhoto } from '../api';

/**
 * Uploads (or removes, with null) my profile photo: the signed-in user's profile takes the answer,
 * and the event profile is asked again for its photo and points.
 */
export function useProfilePhoto(eventId: string) {
  const client = useQueryClient();
  const setProfile = useSession((s) => s.setProfile);
  return useMutation({
    mutationFn: (photo: string | null) => putProfilePhoto(photo),
    onSuccess: (user) => {
      setProfile(user);
      return client.invalidateQueries({ queryKey: profileKeys.own(eventId) });
    },
  });
}
