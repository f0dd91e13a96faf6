import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/accounts/use-auth';

/** A signed-in route: spinner while the user loads, /auth when nobody is signed in (spec §2). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
