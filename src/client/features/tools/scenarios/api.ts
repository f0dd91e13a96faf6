import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScenarioPage, ScenarioRecord, ScenarioToolSlug } from '@shared/tools/scenarios';
import { apiRequest } from '@/lib/api';

export const SCENARIOS_PATH = '/api/tool-scenarios';

/** The file of a saved scenario. */
export const scenarioExportUrl = (id: number, format: 'xlsx' | 'pdf') =>
  `${SCENARIOS_PATH}/${id}/export?format=${format}`;

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

/** GET /api/tool-scenarios?tool=…: one page of the tool's saved scenarios, last saved first. */
export function useScenarios(tool: ScenarioToolSlug, limit: number) {
  return useQuery<ScenarioPage>({
    queryKey: [`${SCENARIOS_PATH}?tool=${tool}&limit=${limit}`],
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tool-scenarios/:id (for loading and comparing). */
export function useScenario(id: number | null) {
  return useQuery<ScenarioRecord>({ queryKey: [SCENARIOS_PATH, id], enabled: id !== null });
}

const listsOf = (tool: ScenarioToolSlug) => ({
  predicate: (q: { queryKey: readonly unknown[] }) =>
    typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(`${SCENARIOS_PATH}?tool=${tool}&`),
});

/** POST (no id) or PUT (an id) `{ tool, name, inputs }`: the server computes the results. */
export function useSaveScenario(tool: ScenarioToolSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, inputs }: { id: number | null; name: string; inputs: unknown }) => {
      const body = { tool, name, inputs };
      return json<ScenarioRecord>(
        id === null ? apiRequest('POST', SCENARIOS_PATH, body) : apiRequest('PUT', `${SCENARIOS_PATH}/${id}`, body),
      );
    },
    onSuccess: async (saved) => {
      client.setQueryData([SCENARIOS_PATH, saved.id], saved);
      await client.invalidateQueries(listsOf(tool));
      await client.invalidateQueries({ queryKey: ['/api/benchmarks'] });
    },
  });
}

/** DELETE /api/tool-scenarios/:id */
export function useDeleteScenario(tool: ScenarioToolSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${SCENARIOS_PATH}/${id}`);
    },
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: [SCENARIOS_PATH, id], exact: true });
      await client.invalidateQueries(listsOf(tool));
      await client.invalidateQueries({ queryKey: ['/api/benchmarks'] });
    },
  });
}
