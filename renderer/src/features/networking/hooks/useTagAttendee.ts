import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParticipantCardResult, ParticipantTag } from '@shared/schemas/participants';
import { errorText } from '../../../api/errorMessage';
import { toast } from '../../../ui/toastStore';
import { networkingKeys, tagAttendee } from '../api';
import { pagesWithTag, withTag, type DirectoryPages } from '../directory';

interface TagChange {
  participantId: string;
  tag: ParticipantTag | null;
  /** The tag before, put back when the server refuses. */
  previous: ParticipantTag | null;
}

/**
 * Favourite / ignore one person: shown at once on every cached list of the event (and on their
 * card read alone), put back with the reason when the server refuses. A list that no longer holds
 * them drops them at once with its count (directoryList); the lists are then marked stale without
 * being asked again now, so the others on screen keep their places, and each list is asked anew
 * when next shown (one they joined shows them then).
 * A list asked for while the change was on its way (a tab opened just before) is kept to the
 * change: the answer is written again, and a request still running is made again.
 */
export function useTagAttendee(eventId: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const lists = networkingKeys.lists(eventId);
  const show = (participantId: string, tag: ParticipantTag | null) => {
    client.setQueriesData<DirectoryPages>({ queryKey: lists }, (data) =>
      pagesWithTag(data, participantId, tag),
    );
    // The person's card read alone (a profile opened from a link), when there is one.
    client.setQueryData<ParticipantCardResult>(
      networkingKeys.card(eventId, participantId),
      (data) => data && { ...data, card: withTag(data.card, tag) },
    );
  };

  return useMutation({
    mutationFn: ({ participantId, tag }: TagChange) => tagAttendee(eventId, participantId, tag),
    onMutate: ({ participantId, tag }) => show(participantId, tag),
    onError: (err, { participantId, previous }) => {
      show(participantId, previous);
      toast.error(errorText(err, t));
    },
    onSuccess: (_answer, { participantId, tag }) => {
      // A list that answered while the change was on its way may carry the old tag: shown again.
      show(participantId, tag);
      // One still being asked for may answer with it later: asked again, after the change.
      void client.refetchQueries({
        queryKey: lists,
        predicate: (query) => query.state.fetchStatus === 'fetching',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: lists, refetchType: 'none' }),
  });
}
