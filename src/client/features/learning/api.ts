import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Hub,
  LearningCategory,
  ModuleDetail,
  ModuleSummary,
  ProgressInput,
  ProgressResult,
  SectionView,
} from '@shared/learning';
import { apiRequest } from '@/lib/api';

export const LEARNING_PATH = '/api/learning';

/** GET /api/learning/modules?category=&search= */
export function useModules(category: LearningCategory, search: string) {
  const query = new URLSearchParams({ category });
  if (search) query.set('search', search);
  return useQuery<ModuleSummary[]>({ queryKey: [`${LEARNING_PATH}/modules?${query.toString()}`] });
}

/** GET /api/learning/hub */
export function useHub() {
  return useQuery<Hub>({ queryKey: [`${LEARNING_PATH}/hub`] });
}

/** GET /api/learning/modules/:slug */
export function useModule(slug: string) {
  return useQuery<ModuleDetail>({ queryKey: [`${LEARNING_PATH}/modules`, encodeURIComponent(slug)] });
}

/** GET /api/learning/modules/:slug/sections/:sectionSlug (opening it counts as a view). */
export function useSection(slug: string, sectionSlug: string) {
  return useQuery<SectionView>({
    queryKey: [`${LEARNING_PATH}/modules`, encodeURIComponent(slug), 'sections', encodeURIComponent(sectionSlug)],
  });
}

/**
 * PUT /api/learning/sections/:id/progress. The lists, the hub and the module page show progress,
 * so they are refreshed after each save; the open section keeps its optimistic ticks.
 */
export function useSaveProgress(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProgressInput) =>
      (await (
        await apiRequest('PUT', `${LEARNING_PATH}/sections/${sectionId}/progress`, input)
      ).json()) as ProgressResult,
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (q) => {
          const key = q.queryKey.map(String);
          return key[0]!.startsWith(LEARNING_PATH) && !(key.length === 4 && key[2] === 'sections');
        },
      }),
  });
}

/**
 * POST /api/learning/sections/:id/complete: ticks the section's open required items
 * (decision 0153). Every learning query is refreshed, since the page moves on afterwards.
 */
export function useCompleteSection(sectionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `${LEARNING_PATH}/sections/${sectionId}/complete`)).json()) as ProgressResult,
    onSuccess: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(LEARNING_PATH) }),
  });
}
