import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/accounts/auth-provider';
import { queryClient } from '@/lib/api';
import { AppRoutes } from '@/routes';

/** Providers around the layout and the route table. */
export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <AppLayout>
              <AppRoutes />
            </AppLayout>
            <Toaster />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
