import { useState, type ReactNode } from 'react';
import type { ComparedFigure, ReportBody } from '@shared/tools/report';
import { summaryNameSchema, type RevenueSqftKind } from '@shared/tools/revenue';
import type { RevenueSqftRecord, RevenueSqftSummary } from '@shared/tools/revenue-records';
import { BenchmarkPanel } from '../benchmarks';
import { FactsUpdateOffer } from '../gym-facts';
import { type LoadedRecord, SavedPanel, type RecordWords } from '../saved';
import { Result, ResultList } from '../calculators';
import { money, number } from '@/lib/format';

/** What the two revenue-per-square-foot screens share: the API, the words and panels of their saved summaries. */

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
    `${number(s.usableSqft)} usable sq ft`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const yearText = (year: number | null) => (year === null ? '' : String(year));

/**
 * Below either screen: its saved summaries of one kind, the offer to update the gym facts after a
 * save whose usable space may differ from them, and the network benchmark of revenue per sq ft.
 */
export function SummaryPanels({
  kind,
  input,
  words,
  loaded,
  moreGroups,
  typed,
  saveHint,
}: {
  kind: RevenueSqftKind;
  /** The inputs on screen as the schema accepted them, or null while a field is refused. */
  input: object | null;
  words: RecordWords;
  loaded: LoadedRecord<RevenueSqftSummary>;
  moreGroups?: (a: ReportBody, b: ReportBody) => [string, ComparedFigure[]][];
  /** The figure on screen for the benchmark, or null while there is none. */
  typed: number | null;
  saveHint: string;
}) {
  const [savedSqft, setSavedSqft] = useState<number | null>(null);
  return (
    <>
      <SavedPanel<RevenueSqftSummary, RevenueSqftRecord>
        path={REVENUE_SQFT_PATH}
        listQuery={`kind=${kind}`}
        words={words}
        nameSchema={summaryNameSchema}
        body={(name) => (input ? { kind, name, ...input } : null)}
        detail={summaryDetail}
        loaded={loaded}
        onSaved={(record) => setSavedSqft(record.usableSqft)}
        moreGroups={moreGroups}
      />
      {savedSqft ? <FactsUpdateOffer proposed={{ usableSqft: savedSqft }} /> : null}
      <BenchmarkPanel metric="revenue-per-sqft" typed={typed} saveHint={saveHint} />
    </>
  );
}

/**
 * The answers of both screens, led by revenue per usable square foot a year (how it was worked out
 * told) and a month; the facility breakdown adds its own after them.
 */
export function UsableSqftResults({
  rates,
  explain,
  children,
}: {
  rates: { annualPerSqft: number | null; monthlyPerSqft: number | null };
  /** How the yearly rate was worked out, or why there is none. */
  explain: string;
  children?: ReactNode;
}) {
  return (
    <ResultList>
      <Result
        primary
        id="annual-per-sqft"
        label="Revenue per usable sq ft a year"
        value={money(rates.annualPerSqft)}
        explain={explain}
      />
      <Result
        id="monthly-per-sqft"
        label="Revenue per usable sq ft a month"
        value={money(rates.monthlyPerSqft)}
        explain="Revenue per usable sq ft a year ÷ 12."
      />
      {children}
    </ResultList>
  );
}
