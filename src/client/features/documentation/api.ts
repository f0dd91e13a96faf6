import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuidePage, GuidePageSummary } from '@shared/documentation';

const BASE = '/api/documentation';

/** GET /api/documentation(?q=): the guide's pages in order, or the matches of a search with excerpts. */
export function useGuidePages(q: string) {
  const key = q ? `${BASE}?${new URLSearchParams({ q }).toString()}` : BASE;
  return useQuery<GuidePageSummary[]>({ queryKey: [key], placeholderData: keepPreviousData });
}

/** GET /api/documentation/:slug: one page as sanitized HTML with its headings and neighbours. */
export function useGuidePage(slug: string | null) {
  return useQuery<GuidePage>({ queryKey: [BASE, slug], enabled: Boolean(slug) });
}
