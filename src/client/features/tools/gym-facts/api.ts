import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { GymFactsInput, GymFactsRecord } from '@shared/tools/gym-facts';
import { apiRequest } from '@/lib/api';
import { useGymReadable } from '../gym-readable';
import { gymPrefill, type GymPrefill } from './prefill';

export const GYM_FACTS_PATH = '/api/gym-facts';

/**
 * GET /api/gym-facts: the gym's capacity (null until saved) and programs, which the tools start
 * from; not asked for while the member's gym access waits for approval.
 */
export function useGymFacts() {
  return useQuery<GymFactsRecord>({ queryKey: [GYM_FACTS_PATH], enabled: useGymReadable() });
}

/** PUT /api/gym-facts: the capacity and the whole list of programs (send the saved list back to keep it). */
export function useSaveGymFacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: GymFactsInput) =>
      (await (await apiRequest('PUT', GYM_FACTS_PATH, input)).json()) as GymFactsRecord,
    onSuccess: (saved) => client.setQueryData([GYM_FACTS_PATH], saved),
  });
}

/**
 * The gym's facts as a tool's starting figures: `apply` runs once, when the facts first arrive,
 * to put them in place of the example figures; the return value (null while loading) lets the
 * page mark a field "From your gym facts".
 */
export function useGymPrefill(apply: (prefill: GymPrefill) => void): GymPrefill | null {
  const facts = useGymFacts();
  const applied = useRef(false);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (!facts.isSuccess || applied.current) return;
    applied.current = true;
    latest.current(gymPrefill(facts.data));
  }, [facts.isSuccess, facts.data]);
  return facts.isSuccess ? gymPrefill(facts.data) : null;
}

/** The hint under a field that holds the gym's own figure. */
export const FROM_FACTS = 'From your gym facts';

/** What a calculator's tuition field shows while it holds the gym's own average. */
export const TUITION_FROM_FACTS = `${FROM_FACTS}: the average price of your active programs.`;

/**
 * The gym's average tuition (its active programs' prices) in place of the example's in the field
 * `key` (and, with `more`, the fields that follow from it). `average` is that average (null while
 * loading or when the gym has none); `hint` is TUITION_FROM_FACTS while the field still holds it.
 */
export function useTuitionPrefill<Raw extends Record<K, string>, K extends keyof Raw>(
  raw: Raw,
  setRaw: Dispatch<SetStateAction<Raw>>,
  key: K,
  more?: (tuition: number) => Partial<Raw>,
) {
  // The example's figure: the average goes only in its place, never over a figure already typed or loaded.
  const example = useRef(raw[key]);
  const prefill = useGymPrefill((p) => {
    const tuition = p.averageMonthlyTuition;
    if (tuition !== null)
      setRaw((r) => (r[key] === example.current ? { ...r, [key]: String(tuition), ...more?.(tuition) } : r));
  });
  const tuition = prefill?.averageMonthlyTuition ?? null;
  const fromFacts = tuition !== null && raw[key] === String(tuition);
  return { average: tuition, fromFacts, hint: fromFacts ? TUITION_FROM_FACTS : undefined };
}
