import { FORCED_CHANGE_PATH } from '@shared/session-texts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/accounts';

/**
 * A signed-in route: spinner while the user loads, /auth when nobody is signed in (spec §2).
 * A user who must change a temporary password is kept on /profile (spec §4).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to="/auth" replace />;
  if (user.mustChangePassword && pathname !== '/profile') return <Navigate to={FORCED_CHANGE_PATH} replace />;
  return children;
}
