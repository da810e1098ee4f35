import { useEffect, useEffectEvent } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { station } from '@platform/station';
import type { RouteHandle } from './useDocumentTitle';

/**
 * A kiosk nobody touched for its idle time goes back to the start screen (docs/desktop.md,
 * "Idle reset"); the next attendee does not find the previous one's page. A page whose route says
 * `ownsIdleReset` (the self-service kiosk) resets itself instead. Nothing happens on the web.
 */
export function useIdleReset(): void {
  const navigate = useNavigate();
  const matches = useMatches();
  const onIdle = useEffectEvent(() => {
    if (matches.some((match) => (match.handle as RouteHandle | undefined)?.ownsIdleReset)) return;
    void navigate('/', { replace: true });
  });
  useEffect(() => station.onIdleReset(() => onIdle()), []);
}
