import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_PAGE_SIZE,
  type DocumentInput,
  type DocumentType,
  type DocumentTypeInfo,
  type Folder,
  type FolderInput,
  type RepositoryDocument,
} from '@shared/documents';
import { apiGetResponse, apiJson, apiRequest } from '@/lib/api';
import { sortParams, type ListSort } from './listing';

const BASE = '/api/repository';
export const TYPES_KEY = ['/api/document-types'] as const;

export type { DocumentTypeInfo, Folder, RepositoryDocument };

/** What the list shows: a folder, or one side (gym, library) or everything, with the filters. */
export interface DocumentFilters {
  folderId?: number;
  scope: 'all' | 'gym' | 'library';
  q?: string;
  type?: DocumentType;
  tag?: string;
  page: number;
  /** Omitted or the default: newest first. */
  sort?: ListSort;
}

export function useDocumentTypes() {
  return useQuery<DocumentTypeInfo[]>({ queryKey: TYPES_KEY });
}

export function useFolders() {
  return useQuery<Folder[]>({ queryKey: [`${BASE}/folders`] });
}

export function useTags() {
  return useQuery<{ name: string; count: number }[]>({ queryKey: [`${BASE}/tags`] });
}

export function documentsQuery(filters: DocumentFilters): string {
  const query = new URLSearchParams({
    scope: filters.scope,
    limit: String(DOCUMENT_PAGE_SIZE),
    offset: String((filters.page - 1) * DOCUMENT_PAGE_SIZE),
  });
  if (filters.folderId) query.set('folderId', String(filters.folderId));
  if (filters.q) query.set('q', filters.q);
  if (filters.type) query.set('type', filters.type);
  if (filters.tag) query.set('tag', filters.tag);
  // Sent only when not the default, so the newest-first list keeps one address (and one cache entry).
  for (const [key, value] of Object.entries(filters.sort ? sortParams(filters.sort) : {})) {
    if (value) query.set(key, value);
  }
  return `${BASE}/documents?${query.toString()}`;
}

/** GET /api/repository/documents with X-Total-Count. */
export function useDocuments(filters: DocumentFilters) {
  const url = documentsQuery(filters);
  return useQuery<{ items: RepositoryDocument[]; total: number }>({
    queryKey: [url],
    queryFn: async ({ signal }) => {
      const res = await apiGetResponse(url, signal);
      const items = (await res.json()) as RepositoryDocument[];
      return { items, total: Number(res.headers.get('x-total-count') ?? items.length) };
    },
    placeholderData: keepPreviousData,
  });
}

const folderOf = (key: unknown) => new URL(String(key), 'http://local').searchParams.get('folderId');

/**
 * After any write: folders, documents, tags and the type counts may all have changed. The lists
 * of a deleted folder are dropped instead: the page is leaving them, and asking would be a 404.
 */
export function useRefreshRepository() {
  const client = useQueryClient();
  return (deletedFolderId?: number) => {
    const gone = (key: unknown) => deletedFolderId !== undefined && folderOf(key) === String(deletedFolderId);
    return client.invalidateQueries({
      predicate: (q) =>
        (String(q.queryKey[0]).startsWith(BASE) && !gone(q.queryKey[0])) || q.queryKey[0] === TYPES_KEY[0],
    });
  };
}

export function useCreateFolder() {
  const refresh = useRefreshRepository();
  return useMutation({
    mutationFn: (input: FolderInput) => apiJson<Folder>(apiRequest('POST', `${BASE}/folders`, input)),
    onSuccess: () => refresh(),
  });
}

export function useUpdateFolder() {
  const refresh = useRefreshRepository();
  return useMutation({
    mutationFn: ({
      id,
      ...patch
    }: {
      id: number;
      name?: string;
      description?: string | null;
      parentId?: number | null;
    }) => apiJson<Folder>(apiRequest('PATCH', `${BASE}/folders/${id}`, patch)),
    onSuccess: () => refresh(),
  });
}

export function useDeleteFolder() {
  const refresh = useRefreshRepository();
  return useMutation({
    mutationFn: async ({ id, recursive }: { id: number; recursive: boolean }) => {
      await apiRequest('DELETE', `${BASE}/folders/${id}${recursive ? '?recursive=true' : ''}`);
    },
    onSuccess: (_none, { id }) => refresh(id),
  });
}

export function useCreateDocument() {
  const refresh = useRefreshRepository();
  return useMutation({
    mutationFn: (input: DocumentInput) => apiJson<RepositoryDocument>(apiRequest('POST', `${BASE}/documents`, input)),
    onSuccess: () => refresh(),
  });
}

export interface DocumentPatch {
  title?: string;
  description?: string | null;
  type?: DocumentType;
  folderId?: number | null;
  googleDocUrl?: string | null;
  tags?: string[];
}

export function useUpdateDocument() {
  const refresh = useRefreshRepository();
  return useMutation({
    mutationFn: ({ id, ...patch }: { id: number } & DocumentPatch) =>
      apiJson<RepositoryDocument>(apiRequest('PATCH', `${BASE}/documents/${id}`, patch)),
    onSuccess: () => refresh(),
  });
}

export function useDeleteDocument() {
  const refresh = useRefreshRepository();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${BASE}/documents/${id}`);
    },
    onSuccess: () => refresh(),
  });
}
