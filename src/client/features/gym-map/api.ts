import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GymLocationInput, GymPlacement, MapGym, MapTiles, MissingGym } from '@shared/gym-map';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const MAP_GYMS = '/api/map/gyms';
const MISSING = '/api/admin/gym-map/missing';
const ADMIN = '/api/admin/gym-map';

/** GET /api/map/gyms: every active gym with coordinates. */
export const useMapGyms = () => useQuery<MapGym[]>({ queryKey: [MAP_GYMS] });

/** GET /api/map/tiles: the tile template the server is set up with. */
export const useMapTiles = () => useQuery<MapTiles>({ queryKey: ['/api/map/tiles'], staleTime: Infinity });

/** GET /api/admin/gym-map/missing, 10 a page. */
export const useMissingGyms = (search: string) =>
  usePagedQuery<MissingGym>(pagedUrl(MISSING, search ? `search=${encodeURIComponent(search)}` : undefined, 10));

/** The map and the list of gyms without coordinates change together. */
function useRefreshMap() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => q.queryKey[0] === MAP_GYMS || String(q.queryKey[0]).startsWith(MISSING),
    });
}

/** PUT /api/admin/gym-map/gyms/:id/location */
export function usePlaceGym() {
  const refresh = useRefreshMap();
  return useMutation({
    mutationFn: ({ id, point }: { id: number; point: GymLocationInput }) =>
      apiJson<GymPlacement>(apiRequest('PUT', `${ADMIN}/gyms/${id}/location`, point)),
    onSuccess: refresh,
  });
}

/** POST /api/admin/gym-map/gyms/:id/geocode */
export function useGeocodeGym() {
  const refresh = useRefreshMap();
  return useMutation({
    mutationFn: (id: number) => apiJson<GymPlacement>(apiRequest('POST', `${ADMIN}/gyms/${id}/geocode`)),
    onSuccess: refresh,
  });
}

/** POST /api/admin/gym-map/geocode-missing → 202 { jobId } */
export function useGeocodeAll() {
  return useMutation({
    mutationFn: () => apiJson<{ jobId: number }>(apiRequest('POST', `${ADMIN}/geocode-missing`)),
  });
}

export { useRefreshMap };
