import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GeographyPage,
  MarketAnalysis,
  MarketAnalysisCreate,
  MarketAnalysisSummary,
  MarketImportResult,
} from '@shared/market-intelligence';
import { apiForm, apiJson, apiRequest } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const ANALYSES = '/api/market-analyses';
const GEOGRAPHIES = '/api/admin/market-data/geographies';

const running = (status: string | undefined) => status === 'pending' || status === 'processing';

/** GET /api/market-analyses, 10 a page; polled while one of them runs. */
export const useAnalyses = () =>
  usePagedQuery<MarketAnalysisSummary>(pagedUrl(ANALYSES, undefined, 10), (pages) =>
    pages.some((p) => p.items.some((a) => running(a.status))) ? 2000 : false,
  );

/** GET /api/market-analyses/:id, polled every 1.5 s until it is completed or failed. */
export const useAnalysis = (id: number) =>
  useQuery<MarketAnalysis>({
    queryKey: [ANALYSES, id],
    enabled: id > 0,
    refetchInterval: (query) => (running(query.state.data?.status) ? 1500 : false),
  });

/** GET /api/market-intelligence/map-tiles: the tile template the server is set up with. */
export const useMapTiles = () =>
  useQuery<{ tileUrl: string; attribution: string }>({
    queryKey: ['/api/market-intelligence/map-tiles'],
    staleTime: Infinity,
  });

export function useStartAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: MarketAnalysisCreate) =>
      apiJson<{ id: number; status: 'pending' }>(apiRequest('POST', ANALYSES, values)),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ANALYSES) }),
  });
}

/** GET /api/admin/market-data/geographies */
export const useGeographies = (q: string) =>
  usePagedQuery<GeographyPage['items'][number]>(
    pagedUrl(GEOGRAPHIES, q ? `q=${encodeURIComponent(q)}` : undefined, 20),
  );

export function useImportMarketData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiJson<MarketImportResult>(apiForm('POST', '/api/admin/market-data/import', form));
    },
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(GEOGRAPHIES) }),
  });
}

/** DELETE /api/admin/market-data/geographies/:id */
export function useDeleteGeography() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/market-data/geographies/${id}`);
    },
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(GEOGRAPHIES) }),
  });
}

export function useCensusRefresh() {
  return useMutation({
    mutationFn: (values: { zipCodes: string[]; vintageYear: number }) =>
      apiJson<{ jobId: number; status: string }>(apiRequest('POST', '/api/admin/market-data/census', values)),
  });
}
