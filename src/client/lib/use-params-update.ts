import { useSearchParams } from 'react-router';

/**
 * The page's search params, and `update`: sets some of them (a null or empty value removes the
 * key) in place of the current history entry, so filters and paging do not fill the back button.
 */
export function useParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return [params, update] as const;
}
