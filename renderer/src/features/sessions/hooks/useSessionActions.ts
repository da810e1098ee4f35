import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PendingWindow } from '@platform/windows';
import type { ButtonTarget } from '@shared/rules/sessionButton';
import type { Session } from '@shared/schemas/sessions';
import { toast } from '../../../ui/toastStore';
import { joinSession, leaveSession, pingSession } from '../api';
import { conferenceRequest, conferenceWindowUrl } from '../conference';
import { closingOnFailure, openConferenceWindow } from '../conferenceWindow';
import { errorText } from '../../../api/errorMessage';

type SessionAction = 'join' | 'add' | 'leave' | 'open';

/** A call that opens a window: the window is opened in the click, before the call starts. */
interface WindowCall {
  target: ButtonTarget;
  pending: PendingWindow | null;
}

/**
 * The session button's calls: join (adds to my agenda, then opens the conference or the session's
 * link), add to my agenda (one occurrence), leave / remove, and opening a target alone. A window
 * is opened inside the click, so no pop-up blocker stops it once the call answers; a blocked
 * window is said out loud. Each call is a mutation, busy the one pending; onChange gets the session
 * as the server now sees it.
 */
export function useSessionActions(session: Session, onChange: (session: Session) => void) {
  const { t } = useTranslation();
  const { eventId, id: sessionId } = session;
  const failed = (err: unknown) => toast.error(errorText(err, t));

  /**
   * Pings and points the pending window at the target: an externalLink at once (the ping is best
   * effort), our conference at the URL the ping answered (CONFERENCE_URL, the room, a conference
   * token; DECISIONS 6). A refused ping throws, so the caller closes the window and says why.
   */
  const openIn = async (target: ButtonTarget, pending: PendingWindow | null) => {
    const request = conferenceRequest(target);
    if (!request || !pending) return;
    const answer =
      target.kind === 'externalLink'
        ? await pingSession(eventId, sessionId).catch(() => null)
        : await pingSession(eventId, sessionId, request);
    const url = conferenceWindowUrl(target, answer);
    if (url) pending.navigate(url);
    else pending.close();
  };

  /** Opens the target in a new window now; null when the browser blocked it. */
  const openWindow = () => openConferenceWindow(t);

  const adding = useMutation({
    mutationFn: (occurrenceId?: string) => joinSession(eventId, sessionId, occurrenceId),
    onSuccess: (result) => {
      onChange(result.session);
      toast.success(
        result.entry?.state === 'pending' ? t('sessions.toast.requested') : t('sessions.toast.added'),
      );
    },
    onError: failed,
  });

  /** Runs `first` (if any), then points the window opened in the click; a failure closes it. */
  const intoWindow = ({ target, pending }: WindowCall, first?: () => Promise<void>) =>
    closingOnFailure(pending, async () => {
      await first?.();
      await openIn(target, pending);
    });

  const joining = useMutation({
    mutationFn: ({ addsToAgenda, ...call }: WindowCall & { addsToAgenda: boolean }) =>
      intoWindow(
        call,
        addsToAgenda ? async () => onChange((await joinSession(eventId, sessionId)).session) : undefined,
      ),
    onError: failed,
  });

  const opening = useMutation({ mutationFn: (call: WindowCall) => intoWindow(call), onError: failed });

  const leaving = useMutation({
    mutationFn: () => leaveSession(eventId, sessionId),
    onSuccess: (result) => {
      onChange(result.session);
      toast.success(t('sessions.toast.removed'));
    },
    onError: failed,
  });

  const busy: SessionAction | null = adding.isPending
    ? 'add'
    : joining.isPending
      ? 'join'
      : opening.isPending
        ? 'open'
        : leaving.isPending
          ? 'leave'
          : null;

  return {
    busy,
    add: (occurrenceId?: string) => adding.mutate(occurrenceId),
    join: (target: ButtonTarget, addsToAgenda: boolean) => {
      const pending = conferenceRequest(target) ? openWindow() : null;
      joining.mutate({ target, addsToAgenda, pending });
    },
    /** Rehearse, start streaming, join as moderator or attendee: opens the room, my agenda unchanged. */
    open: (target: ButtonTarget) => {
      if (!conferenceRequest(target)) return;
      opening.mutate({ target, pending: openWindow() });
    },
    leave: () => leaving.mutate(),
  };
}
