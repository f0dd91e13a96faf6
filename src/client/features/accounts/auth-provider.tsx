import { isServer, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterPayload } from '@shared/accounts';
import { FORCED_CHANGE_PATH, sessionToastMessages as m } from '@shared/session-texts';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, getQueryFn } from '@/lib/api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { forgetForcedChange, rememberForcedChange } from './storage';
import { hasSignedInHint } from './signed-in-hint';
import { USER_QUERY_KEY, type User } from './types';

/** Spec §4: the lookup is skipped while the address carries a reset token. */
function hasResetToken(search: string): boolean {
  return new URLSearchParams(search).has('token');
}

const loadUser = getQueryFn<User>({ on401: 'returnNull' });

/** Holds the session (spec §4 Session). Must sit inside the router. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const skip = hasResetToken(search);

  const userQuery = useQuery<User | null, Error>({
    queryKey: USER_QUERY_KEY,
    // Without the signed-in hint there is no session to ask about: a visitor is known to be
    // signed out without a request (docs/decisions/0034-signed-in-hint-cookie.md).
    queryFn: (context) => (hasSignedInHint() ? loadUser(context) : null),
    enabled: !skip,
    // Refetched on every mount, never cached (the server renderer keeps it for its next pass).
    refetchOnMount: 'always',
    staleTime: 0,
    gcTime: isServer ? Infinity : 0,
  });

  const loginMutation = useMutation<User, Error, LoginInput>({
    mutationFn: async (input) => (await (await apiRequest('POST', '/api/login', input)).json()) as User,
    onSuccess: (user, input) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      if (user.mustChangePassword) {
        toast({ title: m.passwordChangeRequiredTitle, description: m.passwordChangeRequired });
        rememberForcedChange(input.password);
        void navigate(FORCED_CHANGE_PATH);
      } else {
        forgetForcedChange();
      }
    },
    onError: (error) => {
      toast({ title: m.loginFailed, description: errorMessage(error, m.loginFailed), variant: 'destructive' });
    },
  });

  const registerMutation = useMutation<User, Error, RegisterPayload>({
    mutationFn: async (input) => (await (await apiRequest('POST', '/api/register', input)).json()) as User,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError: (error) => {
      toast({
        title: m.registrationFailed,
        description: errorMessage(error, m.registrationFailed),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      forgetForcedChange();
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
    onError: () => {
      toast({ title: m.logoutFailed, description: m.logoutFailed, variant: 'destructive' });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: skip ? null : (userQuery.data ?? null),
      isLoading: !skip && userQuery.isLoading,
      error: userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    [skip, userQuery.data, userQuery.isLoading, userQuery.error, loginMutation, registerMutation, logoutMutation],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
