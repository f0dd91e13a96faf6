import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGym, AdminGymList, AffiliationItem, GymListItem, GymStatus, GymValues } from '@shared/gyms';
import { apiRequest } from '@/lib/api';

export const GYMS_PATH = '/api/admin/gyms';
export const AFFILIATIONS_PATH = '/api/admin/affiliations';

export type GymStatusFilter = GymStatus | 'all';

/** GET /api/gyms: the gym directory, for the registration picker and the host-gym picker (spec 000 §7). */
export function useGyms() {
  return useQuery<GymListItem[]>({ queryKey: ['/api/gyms'] });
}

/** GET /api/admin/gyms: the admins' directory with search, status and paging. */
export function useAdminGyms(search: string, status: GymStatusFilter, page: number) {
  const qs = new URLSearchParams({ status, page: String(page), pageSize: '20' });
  if (search) qs.set('search', search);
  return useQuery<AdminGymList>({
    queryKey: [`${GYMS_PATH}?${qs.toString()}`],
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/gyms/:id: one gym to edit (always fresh). */
export function useGym(id: number | null) {
  return useQuery<AdminGym>({ queryKey: [GYMS_PATH, id], enabled: id !== null, staleTime: 0 });
}

/** GET /api/admin/affiliations */
export function useAffiliations() {
  return useQuery<AffiliationItem[]>({ queryKey: [AFFILIATIONS_PATH] });
}

const touchesGyms = ({ queryKey }: { queryKey: readonly unknown[] }) => {
  const head = String(queryKey[0]);
  return head.startsWith(GYMS_PATH) || head === '/api/dashboard/metrics';
};

/** Create (id null) or update a gym. */
export function useSaveGym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number | null; values: GymValues }) =>
      (
        await (id === null ? apiRequest('POST', GYMS_PATH, values) : apiRequest('PATCH', `${GYMS_PATH}/${id}`, values))
      ).json() as Promise<AdminGym>,
    onSuccess: () => client.invalidateQueries({ predicate: touchesGyms }),
  });
}

/** POST /api/admin/affiliations {name} */
export function useCreateAffiliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await apiRequest('POST', AFFILIATIONS_PATH, { name })).json() as Promise<AffiliationItem>,
    onSuccess: () => client.invalidateQueries({ queryKey: [AFFILIATIONS_PATH] }),
  });
}
