import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getQueryFn } from '@/lib/api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { USER_QUERY_KEY, type User } from './types';

/** Spec §4: the lookup is skipped while the address carries a reset token. */
function hasResetToken(search: string): boolean {
  return new URLSearchParams(search).has('token');
}

/** Holds the session (spec §4 Session). Must sit inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const skip = hasResetToken(search);

  const userQuery = useQuery<User | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    enabled: !skip,
    // Refetched on every mount, never cached.
    refetchOnMount: 'always',
    staleTime: 0,
    gcTime: 0,
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
    onError: () => {
      toast({ title: 'Logout failed', description: 'Logout failed', variant: 'destructive' });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: skip ? null : (userQuery.data ?? null),
      isLoading: !skip && userQuery.isLoading,
      error: userQuery.error,
      logoutMutation,
    }),
    [skip, userQuery.data, userQuery.isLoading, userQuery.error, logoutMutation],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
