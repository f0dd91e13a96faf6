import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Listing,
  ListingAnalysis,
  ListingFields,
  ListingSource,
  ListingUrlValues,
  ListingWithAnalysis,
} from '@shared/business-listings';
import { apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const LISTINGS = '/api/admin/business-listings';
export const SOURCES = '/api/admin/business-listings/urls';

/** Every listing and queue answer may change after a write; a deleted listing's own answers are not asked again. */
function useRefresh() {
  const client = useQueryClient();
  return (gone?: number) =>
    client.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(LISTINGS) && (gone === undefined || q.queryKey[1] !== gone),
    });
}

export interface ListingFilter {
  type: string;
  minPrice: string;
  maxPrice: string;
  search: string;
}

/** GET /api/admin/business-listings, 25 a page, "Show more" for the next. */
export function useListings(filter: ListingFilter) {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== '')).toString();
  return usePagedQuery<Listing>(pagedUrl(LISTINGS, query, 25));
}

/** GET /api/admin/business-listings/:id (with its analysis). */
export function useListing(id: number | null) {
  return useQuery<ListingWithAnalysis>({ queryKey: [LISTINGS, id], enabled: id !== null && id > 0 });
}

/** GET /api/admin/business-listings/:id/analysis */
export function useListingAnalysis(id: number | null) {
  return useQuery<ListingAnalysis>({ queryKey: [LISTINGS, id, 'analysis'], enabled: id !== null && id > 0 });
}

/** POST /api/admin/business-listings, or PUT …/:id with an id; the listing goes wrapped under `listing`. */
export function useSaveListing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, listing }: { id: number | null; listing: ListingFields }) =>
      apiJson<ListingWithAnalysis>(
        id ? apiRequest('PUT', `${LISTINGS}/${id}`, { listing }) : apiRequest('POST', LISTINGS, { listing }),
      ),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/admin/business-listings/:id */
export function useDeleteListing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${LISTINGS}/${id}`);
    },
    onSuccess: (_, id) => refresh(id),
  });
}

/**
 * GET /api/admin/business-listings/urls, 25 a page; while any shown address is being analysed the
 * list asks again every second, so a run's progress and its end show without a reload.
 */
export function useSources(isAnalyzed: '' | 'true' | 'false') {
  return usePagedQuery<ListingSource>(
    pagedUrl(SOURCES, isAnalyzed ? `isAnalyzed=${isAnalyzed}` : undefined, 25),
    (pages) =>
      pages.some((p) => p.items.some((s) => s.job && (s.job.status === 'queued' || s.job.status === 'processing')))
        ? 1000
        : false,
  );
}

/** POST /api/admin/business-listings/urls */
export function useAddSource() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: ListingUrlValues) => apiJson<ListingSource>(apiRequest('POST', SOURCES, values)),
    onSuccess: () => refresh(),
  });
}

/** POST /api/admin/business-listings/urls/:id/analyze → 202 { jobId } */
export function useAnalyseSource() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ jobId: number }>(apiRequest('POST', `${SOURCES}/${id}/analyze`)),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/admin/business-listings/urls/:id */
export function useDeleteSource() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${SOURCES}/${id}`);
    },
    onSuccess: () => refresh(),
  });
}
