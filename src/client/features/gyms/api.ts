import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DIRECTORY_PAGE_SIZE,
  type AdminGym,
  type AdminGymList,
  type AffiliationItem,
  type GymDirectoryItem,
  type GymDirectoryPage,
  type GymFilters,
  type GymListItem,
  type GymStatus,
  type GymValues,
  type NearbyGym,
} from '@shared/gyms';
import type { StateLinkItem } from '@shared/state-links';
import { apiRequest } from '@/lib/api';

export const GYMS_PATH = '/api/admin/gyms';
export const AFFILIATIONS_PATH = '/api/admin/affiliations';

export type GymStatusFilter = GymStatus | 'all';

/** GET /api/gyms: the gym directory, for the registration picker and the host-gym picker (spec 000 §7). */
export function useGyms() {
  return useQuery<GymListItem[]>({ queryKey: ['/api/gyms'] });
}

/** What the directory is asked for: any of GET /api/gyms's parameters (empty ones are left out). */
export interface DirectoryFilter {
  search?: string;
  state?: string;
  country?: string;
  type?: string;
  affiliationId?: number | null;
  page?: number;
  pageSize?: number;
}

/** The address of a page of the directory: always with its page size, so the answer is a page. */
export function directoryUrl(filter: DirectoryFilter): string {
  const qs = new URLSearchParams();
  for (const key of ['search', 'state', 'country', 'type', 'affiliationId', 'page'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  }
  qs.set('pageSize', String(filter.pageSize ?? DIRECTORY_PAGE_SIZE));
  return `/api/gyms?${qs.toString()}`;
}

/** GET /api/gyms with parameters: one page of directory cards, searched and filtered on the server. */
export function useGymDirectory(filter: DirectoryFilter, options: { enabled?: boolean } = {}) {
  return useQuery<GymDirectoryPage>({
    queryKey: [directoryUrl(filter)],
    placeholderData: (previous) => previous,
    enabled: options.enabled ?? true,
  });
}

/** GET /api/gyms/:id: one active gym's card (the picker's chosen gym, the network's opened gym). */
export function useDirectoryGym(id: number | null) {
  return useQuery<GymDirectoryItem>({ queryKey: ['/api/gyms', id], enabled: id !== null });
}

/** GET /api/gyms/filters: the states, countries, types and affiliations the network's filters offer. */
export function useGymFilters() {
  return useQuery<GymFilters>({ queryKey: ['/api/gyms/filters'] });
}

/** GET /api/gyms/:id/nearby: the gyms within `radiusMiles` (5 unless asked) of a gym, nearest first. */
export function useNearbyGyms(id: number | null, radiusMiles?: number) {
  const query = radiusMiles === undefined ? '' : `?radiusMiles=${radiusMiles}`;
  return useQuery<NearbyGym[]>({ queryKey: [`/api/gyms/${id}/nearby${query}`], enabled: id !== null });
}

/** GET /api/state-links?state=XX: a state's or province's links (none asked without a state). */
export function useStateLinks(state: string) {
  return useQuery<StateLinkItem[]>({
    queryKey: [`/api/state-links?state=${encodeURIComponent(state)}`],
    enabled: state !== '',
  });
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
