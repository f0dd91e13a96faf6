import { Users } from 'lucide-react';
import { useState } from 'react';
import {
  MIN_BENCHMARK_GYMS,
  REGIONS,
  SIZE_BANDS,
  quartileOf,
  quartileWords,
  type Benchmark,
  type BenchmarkMetric,
  type Region,
  type SizeBand,
} from '@shared/tools/benchmarks';
import { formatFigure } from '@shared/tools/report';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useBenchmark } from './api';

type Figures = Extract<Benchmark, { insufficientData: false }>;
type Cohort = 'network' | 'size' | 'region' | 'both';

/** Where a figure falls against the published quartiles, in words: "the 2nd quartile (top half)". */
export function quartilePhrase(value: number, b: Pick<Figures, 'p25' | 'p50' | 'p75' | 'higherIsBetter'>): string {
  return quartileWords[quartileOf(value, b, b.higherIsBetter)];
}

const bandLabel = (band: SizeBand | null) => SIZE_BANDS.find((b) => b.key === band)?.label ?? '';
const regionLabel = (region: Region | null) => REGIONS.find((r) => r.key === region)?.label ?? '';

function cohortWords(cohort: Cohort, band: SizeBand | null, region: Region | null) {
  if (cohort === 'size') return `gyms your size (${bandLabel(band)})`;
  if (cohort === 'region') return `gyms in ${regionLabel(region)}`;
  if (cohort === 'both') return `gyms your size in ${regionLabel(region)}`;
  return 'gyms in the network';
}

function query(cohort: Cohort, band: SizeBand | null, region: Region | null) {
  const params = new URLSearchParams();
  if ((cohort === 'size' || cohort === 'both') && band) params.set('sizeBand', band);
  if ((cohort === 'region' || cohort === 'both') && region) params.set('region', region);
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface BenchmarkPanelProps {
  metric: BenchmarkMetric;
  /** The figure on screen, the one the line speaks of and places; null while the inputs give none. */
  typed?: number | null;
  /** What saving means on this page: "Save a scenario", "Save your figures". */
  saveHint: string;
}

/**
 * "Where you stand": the quartiles of the gyms that saved the same figure, narrowed to gyms of the
 * caller's size and region on request, and the quartile the figure on screen falls in (decision
 * 0155: the line speaks of the figure the page shows, never of another saved one). Only with no
 * figure on screen does it place the gym's latest saved figure. A cohort of fewer than five gyms, or
 * a narrowed one that leaves fewer than five outside it, answers nothing, and the panel says why.
 */
export function BenchmarkPanel({ metric, typed = null, saveHint }: BenchmarkPanelProps) {
  const [cohort, setCohort] = useState<Cohort>('network');
  const network = useBenchmark(metric);
  const place = network.data && !network.data.insufficientData ? network.data : null;
  const band = place?.yourSizeBand ?? null;
  const region = place?.yourRegion ?? null;
  const suffix = query(cohort, band, region);
  const narrowed = useBenchmark(`${metric}${suffix}`, suffix !== '');
  const current = suffix === '' ? network : narrowed;

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={`benchmark-${metric}`}>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
            <Users aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={`benchmark-${metric}`} className="text-lg font-bold text-brand-900">
              Where you stand in the network
            </h2>
            <p className="text-sm text-slate-600">
              Anonymous figures of the club’s gyms, shown only when at least {MIN_BENCHMARK_GYMS} gyms have saved them.
            </p>
          </div>
        </div>
        {place && (band || region) ? (
          <FormField label="Compare with" className="mt-4 max-w-sm">
            <Select value={cohort} onChange={(e) => setCohort(e.target.value as Cohort)}>
              <option value="network">All gyms in the network</option>
              {band ? <option value="size">Gyms your size ({bandLabel(band)})</option> : null}
              {region ? <option value="region">Gyms in {regionLabel(region)}</option> : null}
              {band && region ? <option value="both">Gyms your size in {regionLabel(region)}</option> : null}
            </Select>
          </FormField>
        ) : null}
        <div className="mt-4" aria-live="polite">
          <QueryState
            query={current}
            loadingLabel="Loading the network's figures"
            loading={<Skeleton className="h-28" />}
            errorFallback="The network’s figures could not be loaded."
          >
            {(data) =>
              data.insufficientData ? (
                <Notice title="Not enough gyms yet">
                  {cohort === 'network' ? (
                    <>
                      Fewer than {MIN_BENCHMARK_GYMS} other gyms in the network have saved this figure, so it stays
                      private until more do.
                    </>
                  ) : (
                    <>
                      Fewer than {MIN_BENCHMARK_GYMS} {cohortWords(cohort, band, region)}, or fewer than{' '}
                      {MIN_BENCHMARK_GYMS} other gyms outside them, have saved this figure: comparing the two would
                      single gyms out, so it stays private until more do.
                    </>
                  )}
                </Notice>
              ) : (
                <Figures b={data} typed={typed} who={cohortWords(cohort, band, region)} saveHint={saveHint} />
              )
            }
          </QueryState>
        </div>
      </section>
    </Card>
  );
}

/** Which figure the panel's line speaks of: the one on screen when there is one, else the gym's saved one. */
export function placedFigure(
  typed: number | null,
  saved: number | null,
): { value: number; source: 'saved' | 'screen' | 'both' } | null {
  if (typed === null) return saved === null ? null : { value: saved, source: 'saved' };
  // Both in cents (or hundredths of a percent): the same figure when they round alike.
  const same = saved !== null && Math.round(saved * 100) === Math.round(typed * 100);
  return { value: typed, source: same ? 'both' : 'screen' };
}

function Figures({ b, typed, who, saveHint }: { b: Figures; typed: number | null; who: string; saveHint: string }) {
  const f = (v: number) => formatFigure(v, b.unit);
  const placed = placedFigure(typed, b.yourValue);
  const values = [b.p25, b.p75, ...(placed ? [placed.value] : [])];
  const low = Math.min(...values) * 0.8;
  const high = Math.max(...values) * 1.15 || 1;
  const at = (v: number) => `${Math.min(100, Math.max(0, ((v - low) / (high - low || 1)) * 100))}%`;
  const label = b.label.charAt(0).toLowerCase() + b.label.slice(1);
  const among = `of ${b.cohortSize} other ${who}.`;
  return (
    <div>
      <p className="text-slate-800" data-benchmark-summary>
        {placed === null ? (
          <>
            {b.cohortSize} other {who} have saved this figure. {saveHint} to see where your gym stands.
          </>
        ) : placed.source === 'screen' ? (
          <>
            The figure on screen, <strong>{f(placed.value)}</strong>, would put your gym in{' '}
            <strong>{quartilePhrase(placed.value, b)}</strong> {among}
            {b.yourValue === null ? ` ${saveHint} to count your gym among them.` : ''}
          </>
        ) : (
          <>
            Your {placed.source === 'saved' ? `latest saved ${label}` : label} of <strong>{f(placed.value)}</strong>{' '}
            puts your gym in <strong>{quartilePhrase(placed.value, b)}</strong> {among}
          </>
        )}{' '}
        {b.higherIsBetter ? 'Higher is better.' : 'Lower is better.'}
      </p>
      <div className="relative mt-8 mb-8 h-3 rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-brand-200"
          style={{ left: at(b.p25), right: `calc(100% - ${at(b.p75)})` }}
        />
        <div className="absolute -inset-y-1 w-0.5 bg-brand-800" style={{ left: at(b.p50) }} />
        {placed ? (
          <span
            className="absolute -top-7 -translate-x-1/2 text-xs font-bold whitespace-nowrap text-accent-800"
            style={{ left: at(placed.value) }}
          >
            {placed.source === 'screen' ? 'On screen ▾' : 'Your gym ▾'}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">25th percentile</dt>
          <dd className="font-bold text-brand-900 tabular-nums" data-benchmark="p25">
            {f(b.p25)}
          </dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-2">
          <dt className="text-xs text-slate-600">Median</dt>
          <dd className="font-bold text-brand-900 tabular-nums" data-benchmark="p50">
            {f(b.p50)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-slate-600">75th percentile</dt>
          <dd className="font-bold text-brand-900 tabular-nums" data-benchmark="p75">
            {f(b.p75)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
