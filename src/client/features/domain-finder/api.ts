import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AcceptResult, DomainCandidateItem, DomainGymItem } from '@shared/domain-finder';
import { isFinished } from '@shared/jobs';
import { apiJson, apiRequest } from '@/lib/api';
import { useJob } from '@/lib/jobs';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

const BASE = '/api/admin/domain-finder';
const refresh = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) });

/** GET /api/admin/domain-finder/gyms: gyms without a website, 20 a page. */
export const useGymsWithoutWebsite = (search: string) =>
  usePagedQuery<DomainGymItem>(
    pagedUrl(`${BASE}/gyms`, search ? `search=${encodeURIComponent(search)}` : undefined, 20),
  );

/** GET /api/admin/domain-finder/gyms/:id/candidates */
export const useCandidates = (gymId: number | null) =>
  useQuery<DomainCandidateItem[]>({ queryKey: [`${BASE}/gyms/${gymId}/candidates`], enabled: gymId !== null });

/** POST /api/admin/domain-finder/checks: one gym, or every gym without a website. */
export function useStartCheck() {
  return useMutation({
    mutationFn: (gymId: number | null) =>
      apiJson<{ jobId: number }>(apiRequest('POST', `${BASE}/checks`, gymId === null ? {} : { gymId })),
  });
}

/** GET /api/admin/domain-finder/checks/:id, polled each second until done; the lists are read again then. */
export function useCheckJob(id: number | null) {
  const client = useQueryClient();
  const job = useJob(id, `${BASE}/checks`);
  const finished = job.data ? isFinished(job.data.status) : false;
  useEffect(() => {
    if (finished) void refresh(client);
  }, [finished, client]);
  return job;
}

export function useCandidateAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'dismiss' }) =>
      apiJson<AcceptResult | DomainCandidateItem>(apiRequest('POST', `${BASE}/candidates/${id}/${action}`)),
    onSuccess: () => refresh(client),
  });
}
