import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from './use-auth';

/** GET /api/user/permissions for signed-in users (spec 000 §6), with single/any/all checks. */
export function usePermissions() {
  const { user } = useAuth();
  // An account that must change its password first is refused everything else, this list included.
  const query = useQuery<{ permissions: string[] }>({
    queryKey: ['/api/user/permissions'],
    enabled: Boolean(user) && !user?.mustChangePassword,
  });
  const names = useMemo(() => new Set(user ? (query.data?.permissions ?? []) : []), [user, query.data]);
  const hasPermission = useCallback((name: string) => names.has(name), [names]);
  const hasAnyPermission = useCallback((list: string[]) => list.some((n) => names.has(n)), [names]);
  const hasAllPermissions = useCallback((list: string[]) => list.every((n) => names.has(n)), [names]);
  return { permissions: [...names], isLoading: query.isLoading, hasPermission, hasAnyPermission, hasAllPermissions };
}
