import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Keys that move through history in browsers: Alt+←/→, the Back/Forward keys of some keyboards. */
function isHistoryKey(event: KeyboardEvent): boolean {
  if (event.key === 'BrowserBack' || event.key === 'BrowserForward') return true;
  return event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight');
}

/**
 * A running kiosk does not leave its page: Back, Forward and their shortcuts are refused (the router
 * puts the history entry back), so an attendee cannot walk back to the staff pages one entry at a
 * time. Other ways in are led back by KioskLock; only staff with the password stop the kiosk.
 */
export function useKioskLock(running: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => running && nextLocation.pathname !== currentLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isHistoryKey(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [running]);
}
