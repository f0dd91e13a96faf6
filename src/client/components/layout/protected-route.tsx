import { FORCED_CHANGE_PATH } from '@shared/session-texts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { signInHref, useAuth } from '@/features/accounts';

/**
 * A signed-in route: spinner while the user loads, /auth when nobody is signed in (spec §2); a
 * route opened from outside (a scanned label, `returnAfterSignIn`) asks /auth to come back to it.
 * A user who must change a temporary password is kept on /profile (spec §4).
 */
export function ProtectedRoute({
  children,
  returnAfterSignIn = false,
}: {
  children: ReactNode;
  returnAfterSignIn?: boolean;
}) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user) return <Navigate to={returnAfterSignIn ? signInHref(pathname) : '/auth'} replace />;
  if (user.mustChangePassword && pathname !== '/profile') return <Navigate to={FORCED_CHANGE_PATH} replace />;
  return children;
}
