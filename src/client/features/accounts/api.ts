import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleItem } from '@shared/accounts';
import { accountMessages as m } from '@shared/accounts-texts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { forgetForcedChange } from './storage';
import { USER_QUERY_KEY } from './types';

/** GET /api/roles: the role list the registration choice is made from (spec 000 §6). */
export function useRoleList() {
  return useQuery<RoleItem[]>({ queryKey: ['/api/roles'] });
}

/** GET /api/admin/roles: every role (member and the admin roles too), for the admins' role picker. */
export function useAllRoles() {
  return useQuery<RoleItem[]>({ queryKey: ['/api/admin/roles'] });
}

/** Spec 000 §4: a reset clears the user, logs out, says so, and goes to /auth. */
export function usePasswordResetDone() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    queryClient.setQueryData(USER_QUERY_KEY, null);
    forgetForcedChange();
    // The server already ended every session; this clears anything left in this browser.
    await apiRequest('POST', '/api/logout').catch(() => undefined);
    toast({ title: m.resetSuccessTitle, description: m.resetSuccess });
    void navigate('/auth');
  }, [navigate, queryClient]);
}
