import { useState, type ReactNode } from 'react';
import type { RevenueSqftSummary } from '@shared/tools/revenue-records';
import { formatNumber } from '../calculators/calculator-input';
import { FactsUpdateOffer } from '../gym-facts/facts-offer';
import type { RecordWords } from '../saved-records/words';

/** What the two revenue-per-square-foot screens share: the API, the words of their saved summaries. */

export const REVENUE_SQFT_PATH = '/api/revenue-sqft';

export const summaryWords = (intro: ReactNode): RecordWords => ({
  one: 'summary',
  many: 'summaries',
  placeholder: 'e.g. 2025 year end',
  intro: (
    <>{intro} Everyone at your gym sees the gym’s summaries; the latest one is your gym’s figure in the network.</>
  ),
  deleteNote: 'The summary goes for everyone at your gym. The numbers on screen stay.',
});

/** "2025 · 6 areas · 14,500 usable sq ft" under a saved summary's name. */
export function summaryDetail(s: RevenueSqftSummary): string {
  return [
    s.year === null ? null : String(s.year),
    s.kind === 'facility' ? `${s.areaCount} ${s.areaCount === 1 ? 'area' : 'areas'}` : null,
    `${formatNumber(s.usableSqft)} usable sq ft`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const yearText = (year: number | null) => (year === null ? '' : String(year));

/** The usable sq ft of the last save, which may differ from the gym facts. */
export const useSavedSqft = () => useState<number | null>(null);

/** After a save whose usable space differs from the gym facts: offer to update them. */
export function SavedFactsOffer({ usableSqft }: { usableSqft: number | null }) {
  if (!usableSqft) return null;
  return <FactsUpdateOffer proposed={{ usableSqft }} />;
}
