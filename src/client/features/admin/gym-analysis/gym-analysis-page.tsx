import { useQuery } from '@tanstack/react-query';
import { DATA_GAP_TITLES, GROWTH_MONTHS, type GymAnalysis } from '@shared/admin-dashboard';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { number } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { BarChart } from './bar-chart';

/** How many states and provinces the chart shows (the table lists them all). */
const CHART_REGIONS = 20;

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2 text-slate-800';
const num = 'px-3 py-2 text-right text-slate-800 tabular-nums';

const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

function Regions({ data }: { data: GymAnalysis }) {
  const [showAll, setShowAll] = useState(false);
  const charted = data.regions.slice(0, CHART_REGIONS);
  const rows = showAll ? data.regions : data.regions.slice(0, CHART_REGIONS);
  return (
    <section aria-labelledby="regions-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="regions-title" className="text-xl font-bold text-brand-900">
        Gyms and members by state and province
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {number(data.totals.gyms)} gyms and {number(data.totals.members)} members in {data.regions.length} states and
        provinces
        {data.regions.length > CHART_REGIONS ? `; the chart shows the ${CHART_REGIONS} with the most gyms` : ''}.
      </p>
      {charted.length ? (
        <div className="mt-4">
          <BarChart
            label={`Gyms and members in the ${charted.length} states and provinces with the most gyms`}
            categories={charted.map((r) => r.region)}
            series={[
              { name: 'Gyms', fill: 'fill-brand-600', values: charted.map((r) => r.gyms) },
              { name: 'Members', fill: 'fill-accent-500', values: charted.map((r) => r.members) },
            ]}
          />
        </div>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Gyms and members by state and province</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                State or province
              </th>
              <th scope="col" className={th}>
                Country
              </th>
              <th scope="col" className={`${th} text-right`}>
                Gyms
              </th>
              <th scope="col" className={`${th} text-right`}>
                Members
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={`${r.country}-${r.region}`}>
                <th scope="row" className={`${td} font-medium`}>
                  {r.region}
                </th>
                <td className={td}>{r.country}</td>
                <td className={num}>{number(r.gyms)}</td>
                <td className={num}>{number(r.members)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.regions.length > CHART_REGIONS ? (
        <button
          type="button"
          className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? 'Show fewer' : `Show all ${data.regions.length}`}
        </button>
      ) : null}
    </section>
  );
}

function Growth({ data }: { data: GymAnalysis }) {
  return (
    <section aria-labelledby="growth-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="growth-title" className="text-xl font-bold text-brand-900">
        Growth by month
      </h2>
      <p className="mt-1 text-sm text-slate-600">Gyms and members added each month, the last {GROWTH_MONTHS} months.</p>
      <div className="mt-4">
        <BarChart
          label={`Gyms and members added per month over the last ${GROWTH_MONTHS} months`}
          categories={data.growth.map((g) => monthLabel(g.month))}
          series={[
            { name: 'Gyms added', fill: 'fill-brand-600', values: data.growth.map((g) => g.gyms) },
            { name: 'Members added', fill: 'fill-accent-500', values: data.growth.map((g) => g.members) },
          ]}
        />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">The figures by month</summary>
        <table className="mt-2 min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Gyms and members added per month</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                Month
              </th>
              <th scope="col" className={`${th} text-right`}>
                Gyms added
              </th>
              <th scope="col" className={`${th} text-right`}>
                Members added
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.growth.map((g) => (
              <tr key={g.month}>
                <th scope="row" className={`${td} font-medium`}>
                  {monthLabel(g.month)}
                </th>
                <td className={num}>{number(g.gyms)}</td>
                <td className={num}>{number(g.members)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function Gaps({ data }: { data: GymAnalysis }) {
  return (
    <section aria-labelledby="gaps-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="gaps-title" className="text-xl font-bold text-brand-900">
        Data-quality gaps
      </h2>
      <p className="mt-1 text-sm text-slate-600">Gyms missing what the map, the directory and the tools use.</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {data.gaps.map((gap) => (
          <section key={gap.key} aria-labelledby={`gap-${gap.key}`} className="rounded-lg bg-slate-50 p-4">
            <h3 id={`gap-${gap.key}`} className="flex items-baseline justify-between font-semibold text-brand-900">
              {DATA_GAP_TITLES[gap.key]}
              <span className="text-2xl font-extrabold tabular-nums">{number(gap.count)}</span>
            </h3>
            {gap.gyms.length ? (
              <ul className="mt-2 space-y-1 text-sm">
                {gap.gyms.map((g) => (
                  <li key={g.id}>
                    <Link
                      to={`/admin/gyms?search=${encodeURIComponent(g.name)}`}
                      className="font-medium text-brand-800 hover:underline"
                    >
                      {g.name}
                    </Link>{' '}
                    <span className="text-slate-500">{[g.city, g.state].filter(Boolean).join(', ')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">Every gym has it.</p>
            )}
            {gap.count > gap.gyms.length ? (
              <p className="mt-2 text-xs text-slate-500">
                The first {gap.gyms.length} by name of {number(gap.count)}.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </section>
  );
}

/** /admin/gym-analysis: the network by state and province, its growth and the gyms with gaps in their data. */
export default function GymAnalysisPage({ path }: PageProps) {
  useRouteTitle(path);
  const query = useQuery<GymAnalysis>({ queryKey: ['/api/admin/gym-analysis'] });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Gym analysis"
        description="Coverage and growth of the gym network, and where its data is thin."
      />
      <div className="mt-8">
        <QueryState
          query={query}
          loadingLabel="Loading the gym analysis"
          loading={<Skeleton className="h-80 w-full" />}
          errorFallback="The gym analysis could not be loaded. Please try again."
        >
          {(data) => (
            <div className="space-y-8">
              <Regions data={data} />
              <Growth data={data} />
              <Gaps data={data} />
            </div>
          )}
        </QueryState>
      </div>
    </div>
  );
}
