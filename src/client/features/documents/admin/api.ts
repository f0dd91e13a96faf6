import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentTypeInfo } from '@shared/documents';
import { apiRequest } from '@/lib/api';

const ADMIN_TYPES = '/api/admin/document-types';

/** GET /api/admin/document-types */
export function useAdminDocumentTypes() {
  return useQuery<DocumentTypeInfo[]>({ queryKey: [ADMIN_TYPES] });
}

/**
 * PATCH /api/admin/document-types/:id. Kept apart from ../api.ts so this admin page shares no
 * chunk with /repository (every shared chunk costs the first visit a name in the preload map).
 */
export function usePatchDocumentType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      ...patch
    }: {
      id: number;
      colour?: string;
      description?: string | null;
      isDefault?: true;
    }) => (await (await apiRequest('PATCH', `${ADMIN_TYPES}/${id}`, patch)).json()) as DocumentTypeInfo,
    // The repository's lists carry the colours too.
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) =>
          ['/api/document-types', ADMIN_TYPES].includes(String(q.queryKey[0])) ||
          String(q.queryKey[0]).startsWith('/api/repository'),
      }),
  });
}
