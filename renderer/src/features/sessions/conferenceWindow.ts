import type { TFunction } from 'i18next';
import { windows, type PendingWindow } from '@platform/windows';
import { toast } from '../../ui/toastStore';

/*
 * The conference window of a session's button and of a meeting's Start (spec core §4: the room
 * opens in a separate window; "if the browser blocks the pop-up, a message says so"). The window
 * is opened inside the click, before the call that gives its URL, so no pop-up blocker stops it.
 */

/** Opens a window now, in the click; null — and the pop-up message said — when the browser blocked it. */
export function openConferenceWindow(t: TFunction): PendingWindow | null {
  const pending = windows.openPending();
  if (!pending) toast.error(t('sessions.popupBlocked'));
  return pending;
}

/** Runs the calls that lead the window somewhere; a failure closes it and is thrown on. */
export async function closingOnFailure(pending: PendingWindow | null, run: () => Promise<void>) {
  try {
    await run();
  } catch (err) {
    pending?.close();
    throw err;
  }
}
