import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Search params with `changes` made: a null or empty value removes the key. */
export function withChanges(params: URLSearchParams | string, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return next;
}

/**
 * The page's search params, and `update`: sets some of them (a null or empty value removes the
 * key) in place of the current history entry, so filters and paging do not fill the back button.
 */
export function useParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => setParams(withChanges(params, changes), { replace: true });
  return [params, update] as const;
}

/**
 * The search box's text as it is typed (`draft`, from the address's `search` at first), sent by
 * `update` as `search`, back to the first page, once the typing has stopped for 300 ms.
 */
export function useSearchDraft(search: string, update: (changes: Record<string, string | null>) => void) {
  const [draft, setDraft] = useState(search);
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => update({ search: draft.trim() || null, page: null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the latest params
  }, [draft, search]);
  return [draft, setDraft] as const;
}
