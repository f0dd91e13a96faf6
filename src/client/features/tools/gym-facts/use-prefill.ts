import { useEffect, useRef } from 'react';
import { useGymFacts } from './api';
import { gymPrefill, type GymPrefill } from './prefill';

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
