import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/features/accounts/auth-provider';
import { queryClient } from '@/lib/api';
import { AppRoutes } from '@/routes';

/** Everything under the router: session, layout, the route table, toasts. */
function Root() {
  return (
    <AuthProvider>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
      <LazyToaster />
    </AuthProvider>
  );
}

/**
 * A data router (docs/decisions/0030-data-router.md) so pages may use useBlocker; one splat
 * route hands every address to the declarative route table in routes.tsx.
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

/** Providers around the router. */
export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
