import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminToolImageJson, CropRect, SiteLogoJson } from '@shared/tools/images';
import { apiGet, apiRequest, apiUpload } from '@/lib/api';
import { setSiteLogoUrl } from '@/lib/site-config';

const IMAGES = '/api/admin/tool-images';
const LOGO = '/api/admin/site-logo';
/** The hub's list (../hub/api.ts), named here so this admin chunk does not pull the hub's in. */
const TOOLS = '/api/tools';

const withCrop = (url: string, crop: CropRect | null) =>
  crop ? `${url}?x=${crop.x}&y=${crop.y}&width=${crop.width}&height=${crop.height}` : url;

/** GET /api/admin/tool-images?q=: every tool of the catalog with its picture. */
export function useAdminToolImages(q: string) {
  const search = q.trim();
  return useQuery<AdminToolImageJson[]>({
    queryKey: [IMAGES, search],
    queryFn: ({ signal }) => apiGet(`${IMAGES}${search ? `?q=${encodeURIComponent(search)}` : ''}`, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => [IMAGES, TOOLS].includes(String(q.queryKey[0])) });
}

/** PUT /api/admin/tool-images/:slug: the file as the body, the crop in the address. */
export function useSaveToolImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ slug, file, crop }: { slug: string; file: File; crop: CropRect | null }) =>
      (await (await apiUpload('PUT', withCrop(`${IMAGES}/${slug}`, crop), file)).json()) as AdminToolImageJson,
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/tool-images/:slug: the card shows its group's illustration again. */
export function useResetToolImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (slug: string) => {
      await apiRequest('DELETE', `${IMAGES}/${slug}`);
    },
    onSuccess: refresh,
  });
}

/** GET /api/admin/site-logo */
export function useSiteLogo() {
  return useQuery<SiteLogoJson>({ queryKey: [LOGO] });
}

/** PUT /api/admin/site-logo: without a crop the whole picture is fitted on a square. */
export function useSaveSiteLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, crop }: { file: File; crop: CropRect | null }) =>
      (await (await apiUpload('PUT', withCrop(LOGO, crop), file)).json()) as SiteLogoJson,
    onSuccess: (answer) => {
      client.setQueryData([LOGO], answer);
      // The header and footer of this very page follow at once.
      setSiteLogoUrl(answer.logo?.url ?? null);
    },
  });
}

/** DELETE /api/admin/site-logo: the drawn mark again. */
export function useRemoveSiteLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', LOGO);
    },
    onSuccess: () => {
      client.setQueryData([LOGO], { logo: null });
      setSiteLogoUrl(null);
    },
  });
}
