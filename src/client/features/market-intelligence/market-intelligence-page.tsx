import { ChevronRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_DRIVE_TIME_MINUTES,
  marketAnalysisCreateSchema,
  verdictLabels,
  type MarketAnalysis,
  type MarketAnalysisCreate,
} from '@shared/market-intelligence';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PagedState } from '@/components/ui/paged-state';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { dateTime, money, number, percent } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { useAnalyses, useAnalysis, useStartAnalysis } from './api';
import { CompetitorMap } from './competitor-map';
import { gatedTool } from '@/features/tools';

const DRIVE_TIMES = [5, 10, 15, 20, 30, 45, 60];

interface FormValues {
  location: string;
  driveTimeMinutes: string;
}

function AnalysisForm({ onStarted }: { onStarted: (id: number) => void }) {
  const start = useStartAnalysis();
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, MarketAnalysisCreate>({
    defaultValues: { location: '', driveTimeMinutes: String(DEFAULT_DRIVE_TIME_MINUTES) },
    resolver: schemaResolver(marketAnalysisCreateSchema, (v: FormValues) => ({
      location: v.location,
      driveTimeMinutes: Number(v.driveTimeMinutes),
    })),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label="Analyse a location"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
      onSubmit={handleSubmit((values) =>
        start.mutateAsync(values).then(
          (answer) => onStarted(answer.id),
          () => undefined,
        ),
      )}
    >
      <FormField label="Zip code" error={errors.location?.message} hint="A 5-digit US zip code">
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="62704"
          {...register('location')}
        />
      </FormField>
      <FormField label="Drive time" error={errors.driveTimeMinutes?.message}>
        <Select {...register('driveTimeMinutes')}>
          {DRIVE_TIMES.map((m) => (
            <option key={m} value={m}>
              {m} minutes
            </option>
          ))}
        </Select>
      </FormField>
      <div className="sm:pt-6">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Starting...' : 'Analyse'}
        </Button>
      </div>
      {start.error ? (
        <div className="sm:col-span-3">
          <ErrorNotice error={start.error} fallback="The analysis could not be started. Please try again." />
        </div>
      ) : null}
    </form>
  );
}

const PARTS: { key: keyof NonNullable<MarketAnalysis['scores']>; label: string; hint: string }[] = [
  { key: 'demand', label: 'Demand', hint: 'Children within reach' },
  { key: 'supply', label: 'Supply', hint: 'Gyms already within reach' },
  { key: 'competitivePressure', label: 'Competitive pressure', hint: 'Gyms per 10,000 children' },
  { key: 'gapFit', label: 'Gap fit', hint: 'Likely students nobody serves yet' },
  { key: 'access', label: 'Access', hint: "Families' room to pay, from median income" },
  { key: 'risk', label: 'Risk', hint: 'Higher is riskier' },
];

function ScoreBar({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <li className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-brand-900">{label}</span>
        <span className="tabular-nums text-slate-700">{value.toFixed(2)}</span>
      </div>
      <div className="h-2 rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-2 rounded-full bg-brand-700" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </div>
      <p className="text-xs text-slate-600">{hint}</p>
    </li>
  );
}

function Completed({ a }: { a: MarketAnalysis }) {
  const scores = a.scores!;
  const competitors = a.competitors ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
        <div className="text-center">
          <p className="text-4xl font-black tabular-nums text-brand-900">{scores.opportunity.toFixed(2)}</p>
          <p className="text-xs text-slate-600">opportunity, of 100</p>
        </div>
        <div>
          <p className="text-lg font-bold text-brand-900">{a.verdict ? verdictLabels[a.verdict] : null}</p>
          {a.summary ? <p className="mt-1 text-slate-700">{a.summary}</p> : null}
          <p className="mt-1 text-xs text-slate-500">
            {a.writtenBy === 'llm'
              ? 'Summary worded by the text model from the computed scores.'
              : 'Summary written by rules.'}{' '}
            Market data of {a.vintageYear}.
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Children within reach', number(a.populations?.children)],
          ['Households', number(a.populations?.households)],
          ['Median household income', money(a.medianIncome, { whole: true })],
          ['Gyms within reach', number(a.competitorCount)],
          ['TAM (children)', number(a.market?.tamChildren)],
          ['SAM (likely students)', number(a.market?.samChildren)],
          ['SOM (a new gym, first years)', number(a.market?.somChildren)],
          ['SOM revenue a year', money(a.market?.somAnnualRevenue, { whole: true })],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-bold tabular-nums text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="score-parts">
        <h3 id="score-parts" className="text-base font-bold text-brand-900">
          The score's parts
        </h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {PARTS.map((p) => (
            <ScoreBar key={p.key} label={p.label} value={scores[p.key]} hint={p.hint} />
          ))}
        </ul>
      </section>

      {a.insights?.length ? (
        <section aria-labelledby="insights">
          <h3 id="insights" className="text-base font-bold text-brand-900">
            Insights
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {a.insights.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="competitors">
        <h3 id="competitors" className="text-base font-bold text-brand-900">
          Gyms within a {a.driveTimeMinutes}-minute drive (about {a.radiusMiles} miles)
        </h3>
        <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {a.centre ? (
            <CompetitorMap
              centre={a.centre}
              radiusMiles={a.radiusMiles}
              competitors={competitors}
              label={`Map of ${a.location} and the ${competitors.length} gyms within reach`}
            />
          ) : null}
          {competitors.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
              No gym of the directory lies within reach.
            </p>
          ) : (
            <table className="w-full self-start text-left text-sm">
              <caption className="sr-only">Gyms within reach, nearest first, with their estimated share</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-2">
                    Gym
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Distance
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Est. share
                  </th>
                </tr>
              </thead>
              <tbody>
                {competitors.map((c) => (
                  <tr key={`${c.gymId}-${c.name}`} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-2 font-medium text-brand-900">
                      {c.name}
                      <span className="block text-xs font-normal text-slate-600">
                        {[c.city, c.state].filter(Boolean).join(', ')}
                      </span>
                    </th>
                    <td className="py-2 pr-2 text-right tabular-nums">{c.distanceMiles.toFixed(1)} mi</td>
                    <td className="py-2 text-right tabular-nums">{percent(c.estimatedSharePercent)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" className="py-2 pr-2 font-medium text-slate-700">
                    A new gym at your location
                  </th>
                  <td className="py-2 pr-2 text-right">0.0 mi</td>
                  <td className="py-2 text-right tabular-nums">{percent(a.market?.newGymSharePercent)}</td>
                </tr>
              </tbody>
            </table>
          )}
        </div>
      </section>
    </div>
  );
}

function AnalysisView({ id }: { id: number }) {
  const analysis = useAnalysis(id);
  return (
    <section aria-labelledby="analysis" className="mt-8">
      <QueryState
        query={analysis}
        loadingLabel="Loading the analysis"
        errorFallback="The analysis could not be loaded. Please try again."
        notFound={<Notice tone="info">That analysis is not among yours.</Notice>}
      >
        {(a) => (
          <>
            <h2 id="analysis" className="text-lg font-bold text-brand-900">
              {a.locationName ?? a.location} · {a.driveTimeMinutes} minutes
            </h2>
            <div className="mt-3" aria-live="polite">
              {a.status === 'pending' || a.status === 'processing' ? (
                <p className="flex items-center gap-2 text-slate-700">
                  <Spinner label={a.status === 'pending' ? 'Queued' : 'Analysing'} />
                  {a.status === 'pending'
                    ? 'Queued: the analysis starts in a moment.'
                    : 'Analysing the market: counting children and gyms within reach.'}
                </p>
              ) : a.status === 'failed' ? (
                <Notice tone="error" role="alert">
                  <p>The analysis failed: {a.error ?? 'please try again'}.</p>
                </Notice>
              ) : (
                <Completed a={a} />
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}

function PastAnalyses({ selected, onOpen }: { selected: number; onOpen: (id: number) => void }) {
  const list = useAnalyses();
  return (
    <section aria-labelledby="past" className="mt-10">
      <h2 id="past" className="text-lg font-bold text-brand-900">
        Past analyses
      </h2>
      <div className="mt-3">
        <PagedState
          list={list}
          loadingLabel="Loading your analyses"
          errorFallback="Your analyses could not be loaded. Please try again."
          noun="analyses"
          empty={
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No analysis yet. Enter a zip code above to run your first.
            </p>
          }
        >
          {(items) => (
            <ul
              aria-label="Past analyses"
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
            >
              {items.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    aria-current={a.id === selected ? 'true' : undefined}
                    onClick={() => onOpen(a.id)}
                    className="flex w-full items-center justify-between gap-3 p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <span className="grid gap-0.5">
                      <span className="font-semibold text-brand-900">
                        {a.locationName ?? a.location} · {a.driveTimeMinutes} min
                      </span>
                      <span className="text-sm text-slate-600">{dateTime(a.createdAt)}</span>
                    </span>
                    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-700">
                      {a.status === 'completed' && a.opportunityScore !== null
                        ? `${a.opportunityScore.toFixed(2)} · ${a.verdict ? verdictLabels[a.verdict] : ''}`
                        : a.status === 'failed'
                          ? 'Failed'
                          : 'Running'}
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </PagedState>
      </div>
    </section>
  );
}

/** /tools/market-intelligence: a location's children, households, income, the gyms there and the opportunity. */
function MarketIntelligencePage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('analysis')) || 0;
  const open = (id: number) => setParams({ analysis: String(id) });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Market intelligence"
        description="Children, households and income around a zip code, the gyms of the directory already there, and an opportunity score with its parts. Drive time is turned into a radius at 30 mph."
        actions={
          <Link to="/tools" className="text-sm font-semibold text-brand-800 underline">
            All tools
          </Link>
        }
      />
      <div className="mt-6">
        <AnalysisForm onStarted={open} />
      </div>
      {selected > 0 ? <AnalysisView id={selected} /> : null}
      <PastAnalyses selected={selected} onOpen={open} />
    </div>
  );
}

export default gatedTool(MarketIntelligencePage);
