import { useQueryClient } from '@tanstack/react-query';
import { accountMessages as m } from '@shared/accounts-texts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { forgetForcedChange } from './storage';
import { USER_QUERY_KEY } from './types';

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
