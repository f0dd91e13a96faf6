import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/accounts/use-auth';

/** An admin-only route: a visitor or a non-admin goes to / (spec §2). */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return children;
}
