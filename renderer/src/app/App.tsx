import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useDomain } from '../features/auth/domainStore';
import { useSession } from '../features/auth/store';
import { AppErrorBoundary } from './CrashPage';
import { createAppRouter } from './router';

/** Starts the session restore and the domain lookup, then hands over to the router. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    void useSession.getState().restore();
    void useDomain.getState().load();
  }, []);
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
}
