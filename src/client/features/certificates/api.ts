import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGenerationPage,
  CertificateTemplate,
  Generation,
  GenerationInput,
  TemplateInput,
  Verification,
} from '@shared/certificates';
import { apiJson, apiRequest, apiUpload } from '@/lib/api';
import { pagedUrl, usePagedQuery } from '@/lib/paging';

export const TEMPLATES = '/api/certificates/templates';
export const GENERATIONS = '/api/certificates';
export const ADMIN_TEMPLATES = '/api/admin/certificates/templates';
export const ADMIN_GENERATIONS = '/api/admin/certificates/generations';

type AdminGeneration = AdminGenerationPage['items'][number];

/** Where a generation's PDF (a page per recipient) and one certificate's PDF download. */
export const generationPdfUrl = (id: number) => `/api/certificates/generations/${id}/pdf`;
export const certificatePdfUrl = (id: number) => `/api/certificates/${id}/pdf`;

/** GET /api/certificates/templates: the templates to print from. */
export function useTemplates() {
  return useQuery<CertificateTemplate[]>({ queryKey: [TEMPLATES] });
}

/** GET /api/certificates: the gym's generations, newest first, 10 a page with "Show more". */
export function useGenerations() {
  return usePagedQuery<Generation>(pagedUrl(GENERATIONS, undefined, 10));
}

/** POST /api/certificates */
export function useGenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerationInput) => apiJson<Generation>(apiRequest('POST', GENERATIONS, input)),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(GENERATIONS) }),
  });
}

/** GET /api/certificates/verify/:code */
export function useVerification(code: string) {
  return useQuery<Verification>({
    queryKey: [`/api/certificates/verify/${encodeURIComponent(code)}`],
    enabled: code.length > 0,
    retry: false,
  });
}

// ---- admin --------------------------------------------------------------------------------

function useRefreshTemplates() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (q) => [ADMIN_TEMPLATES, TEMPLATES].some((base) => String(q.queryKey[0]).startsWith(base)),
    });
}

/** GET /api/admin/certificates/templates */
export function useAdminTemplates() {
  return useQuery<CertificateTemplate[]>({ queryKey: [ADMIN_TEMPLATES] });
}

/** POST /api/admin/certificates/templates, or PUT …/:id with an id. */
export function useSaveTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TemplateInput }) =>
      apiJson<CertificateTemplate>(
        id ? apiRequest('PUT', `${ADMIN_TEMPLATES}/${id}`, input) : apiRequest('POST', ADMIN_TEMPLATES, input),
      ),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/admin/certificates/templates/:id */
export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_TEMPLATES}/${id}`);
    },
    onSuccess: () => refresh(),
  });
}

/** PUT …/:id/background with the file, or DELETE it (file null). */
export function useTemplateBackground() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) =>
      apiJson<CertificateTemplate>(
        file
          ? apiUpload('PUT', `${ADMIN_TEMPLATES}/${id}/background`, file)
          : apiRequest('DELETE', `${ADMIN_TEMPLATES}/${id}/background`),
      ),
    onSuccess: () => refresh(),
  });
}

/** GET /api/admin/certificates/generations, searchable, 10 a page. */
export function useAdminGenerations(q: string) {
  return usePagedQuery<AdminGeneration>(pagedUrl(ADMIN_GENERATIONS, q ? `q=${encodeURIComponent(q)}` : undefined, 10));
}
