import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { station } from '@platform/station';

/**
 * A kiosk nobody touched for its idle time goes back to the start screen (docs/desktop.md,
 * "Idle reset"); the next attendee does not find the previous one's page. Nothing happens on the web.
 */
export function useIdleReset(): void {
  const navigate = useNavigate();
  useEffect(() => station.onIdleReset(() => void navigate('/', { replace: true })), [navigate]);
}
