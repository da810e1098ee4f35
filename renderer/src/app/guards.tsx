import { Navigate, Outlet, useLocation } from 'react-router';
import { useDomain, useDomainEventPath, useSession } from '../features/auth';
import { PageSpinner } from '../ui/Spinner';

/** Protected routes: to /login when logged out; nothing at all while the profile loads (spec core §2). */
export function RequireAuth() {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return null;
  if (status === 'loggedOut') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}

/**
 * The root path: the domain's public event when the host has one, else the event list. A failed
 * domain lookup counts as none. The spinner shows while either the session or the lookup loads.
 */
export function RootRedirect() {
  const domainStatus = useDomain((s) => s.status);
  const domainEventPath = useDomainEventPath();
  if (domainStatus !== 'ready') return <PageSpinner />;
  return <Navigate to={domainEventPath ?? '/event/list'} replace />;
}
