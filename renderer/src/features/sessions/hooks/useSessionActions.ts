import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { windows, type PendingWindow } from '@platform/windows';
import type { ButtonTarget } from '@shared/rules/sessionButton';
import type { Session } from '@shared/schemas/sessions';
import { toast } from '../../../ui/toastStore';
import { joinSession, leaveSession, pingSession } from '../api';
import { conferenceRequest, conferenceWindowUrl } from '../conference';
import { errorText } from '../../../api/errorMessage';

export type SessionAction = 'join' | 'add' | 'leave' | 'open';

/**
 * The session button's calls: join (adds to my agenda, then opens the conference or the session's
 * link), add to my agenda (one occurrence), leave / remove, and opening a target alone. A window
 * is opened inside the click, so no pop-up blocker stops it once the call answers; a blocked
 * window is said out loud. onChange gets the session as the server now sees it.
 */
export function useSessionActions(session: Session, onChange: (session: Session) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<SessionAction | null>(null);
  const { eventId, id: sessionId } = session;

  /**
   * Pings and points the pending window at the target: an externalLink at once (the ping is best
   * effort), our conference at the URL the ping answered (CONFERENCE_URL, the room, a conference
   * token; DECISIONS 6). A refused ping throws, so the caller closes the window and says why.
   */
  const openIn = useCallback(
    async (target: ButtonTarget, pending: PendingWindow | null) => {
      const request = conferenceRequest(target);
      if (!request || !pending) return;
      const answer =
        target.kind === 'externalLink'
          ? await pingSession(eventId, sessionId).catch(() => null)
          : await pingSession(eventId, sessionId, request);
      const url = conferenceWindowUrl(target, answer);
      if (url) pending.navigate(url);
      else pending.close();
    },
    [eventId, sessionId],
  );

  /** Opens the target in a new window now; false when the browser blocked it. */
  const openWindow = useCallback(() => {
    const pending = windows.openPending();
    if (!pending) toast.error(t('sessions.popupBlocked'));
    return pending;
  }, [t]);

  const run = useCallback(
    async (action: SessionAction, call: () => Promise<void>) => {
      setBusy(action);
      try {
        await call();
      } catch (err) {
        toast.error(errorText(err, t));
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  const add = useCallback(
    (occurrenceId?: string) =>
      run('add', async () => {
        const result = await joinSession(eventId, sessionId, occurrenceId);
        onChange(result.session);
        toast.success(
          result.entry?.state === 'pending' ? t('sessions.toast.requested') : t('sessions.toast.added'),
        );
      }),
    [run, eventId, sessionId, onChange, t],
  );

  const join = useCallback(
    (target: ButtonTarget, addsToAgenda: boolean) => {
      const pending = conferenceRequest(target) ? openWindow() : null;
      return run('join', async () => {
        try {
          if (addsToAgenda) {
            const result = await joinSession(eventId, sessionId);
            onChange(result.session);
          }
          await openIn(target, pending);
        } catch (err) {
          pending?.close();
          throw err;
        }
      });
    },
    [run, openIn, openWindow, eventId, sessionId, onChange],
  );

  /** Rehearse, start streaming, join as moderator or attendee: opens the room, my agenda unchanged. */
  const open = useCallback(
    (target: ButtonTarget) => {
      if (!conferenceRequest(target)) return;
      const pending = openWindow();
      void run('open', async () => {
        try {
          await openIn(target, pending);
        } catch (err) {
          pending?.close();
          throw err;
        }
      });
    },
    [openIn, openWindow, run],
  );

  const leave = useCallback(
    () =>
      run('leave', async () => {
        const result = await leaveSession(eventId, sessionId);
        onChange(result.session);
        toast.success(t('sessions.toast.removed'));
      }),
    [run, eventId, sessionId, onChange, t],
  );

  return { busy, add, join, open, leave };
}
