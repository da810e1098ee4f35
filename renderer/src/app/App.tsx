import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useDomain, useSession } from '../features/auth';
import { queryClient } from '../api/queryClient';
import { AppErrorBoundary } from './CrashPage';
import { RouterRoutesContext } from './PageLayer';
import { createAppRouter } from './router';

/** Starts the session restore and the domain lookup, then hands over to the router, under the one query cache. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    void useSession.getState().restore();
    void useDomain.getState().load();
  }, []);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterRoutesContext value={router.routes}>
          <RouterProvider router={router} />
        </RouterRoutesContext>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
