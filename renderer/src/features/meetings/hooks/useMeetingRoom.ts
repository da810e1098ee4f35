import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PendingWindow } from '@platform/windows';
import { errorText } from '../../../api/errorMessage';
import { toast } from '../../../ui/toastStore';
import { closingOnFailure, openConferenceWindow } from '../../sessions';
import { meetingRoom } from '../api';

/**
 * Start of a meeting (spec core §4 Meeting buttons; docs/meetings.md "Video room"): the window is
 * opened in the click, as a session's conference window is (a blocked pop-up is said), then pointed
 * at the room schedule/meetingRoom answers; a refusal closes it and shows the server's reason.
 */
export function useMeetingRoom(eventId: string, meetingId: string) {
  const { t } = useTranslation();
  const starting = useMutation({
    mutationFn: (pending: PendingWindow | null) =>
      closingOnFailure(pending, async () => {
        if (!pending) return;
        const room = await meetingRoom(eventId, meetingId);
        pending.navigate(room.conferenceUrl);
      }),
    onError: (err) => toast.error(errorText(err, t)),
  });
  return {
    start: () => starting.mutate(openConferenceWindow(t)),
    starting: starting.isPending,
  };
}
