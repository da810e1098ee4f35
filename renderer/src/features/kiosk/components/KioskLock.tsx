import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../auth';
import { activeKiosk } from '../settings';

/**
 * While a kiosk runs on this device, every page of the app leads back to it: the start page after a
 * crash or a restart, an address typed or opened from history, a reload of another page. Only staff
 * leaving with their password (KioskExit) or signing out ends it. Signed out, the sign-in pages
 * stay reachable, so staff can sign in again and are sent back to the kiosk.
 */
export function KioskLock({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const signedIn = useSession((s) => s.status === 'loggedIn');
  const eventId = activeKiosk.get();
  const kioskPath = eventId ? `/event/${eventId}/kiosk` : null;
  if (kioskPath && signedIn && pathname !== kioskPath) return <Navigate to={kioskPath} replace />;
  return children;
}
