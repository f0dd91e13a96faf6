import { SCENARIOS, scenarioLabels, type FeasibilityResults, type ScenarioKey } from '@shared/feasibility';
import { Notice } from '@/components/ui/notice';
import { money, number } from '@/lib/format';
import { cn } from '@/lib/utils';

const tone: Record<ScenarioKey, string> = {
  conservative: 'bg-amber-500',
  base: 'bg-brand-700',
  optimistic: 'bg-emerald-600',
};

const monthText = (month: number | null) => (month === null ? 'Not within 5 years' : `Month ${month}`);

/** Revenue and EBITDA by year, the three scenarios side by side, as bars a screen reader reads as a table. */
function YearBars({ results }: { results: FeasibilityResults }) {
  const top = Math.max(1, ...SCENARIOS.flatMap((s) => results.scenarios[s].years.map((y) => y.revenue)));
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-bold text-brand-900">Revenue by year</figcaption>
      <div className="mt-4 grid grid-cols-5 items-end gap-3" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((y) => (
          <div key={y} className="grid gap-1">
            <div className="flex h-40 items-end justify-center gap-1">
              {SCENARIOS.map((s) => (
                <div
                  key={s}
                  className={cn('w-1/4 rounded-t', tone[s])}
                  style={{ height: `${Math.max(2, (results.scenarios[s].years[y]!.revenue / top) * 100)}%` }}
                />
              ))}
            </div>
            <p className="text-center text-xs text-slate-600">Year {y + 1}</p>
          </div>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-3 text-xs text-slate-700" aria-hidden="true">
        {SCENARIOS.map((s) => (
          <li key={s} className="inline-flex items-center gap-1.5">
            <span className={cn('size-3 rounded-sm', tone[s])} />
            {scenarioLabels[s]}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** The dashboard of a study: each scenario's break-even and payback, the five years, and the site checks. */
export function ResultsView({ results }: { results: FeasibilityResults }) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 md:grid-cols-3">
        {SCENARIOS.map((s) => {
          const r = results.scenarios[s];
          return (
            <section
              key={s}
              aria-labelledby={`scenario-${s}`}
              className={cn('rounded-2xl border bg-white p-4', s === 'base' ? 'border-brand-700' : 'border-slate-200')}
            >
              <h3 id={`scenario-${s}`} className="text-sm font-bold tracking-wide text-brand-900 uppercase">
                {scenarioLabels[s]}
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">Break-even</dt>
                  <dd className="font-bold text-brand-900">{monthText(r.breakevenMonth)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Payback</dt>
                  <dd className="font-bold text-brand-900">
                    {r.paybackMonths === null ? 'Not within 5 years' : `${r.paybackMonths} months`}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">Year 5 EBITDA</dt>
                  <dd className="font-bold text-brand-900">{money(r.years[4]?.ebitda)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Students, year 5</dt>
                  <dd className="font-bold text-brand-900">{number(r.students[4])}</dd>
                </div>
              </dl>
            </section>
          );
        })}
      </div>
      <p className="text-sm text-slate-700">
        Owner’s own money: <strong>{money(results.ownerInvestment)}</strong> · Loan payment:{' '}
        <strong>{money(results.monthlyDebtService)}</strong> a month
      </p>
      {results.checks.length ? (
        <Notice tone="warning" title="Site checks">
          <ul className="list-disc pl-5">
            {results.checks.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <YearBars results={results} />
      {SCENARIOS.map((s) => (
        <div
          key={s}
          // A narrow screen scrolls the table sideways: the region takes the keyboard's focus to do so.
          tabIndex={0}
          role="region"
          aria-label={`${scenarioLabels[s]} scenario, five years`}
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <table className="w-full min-w-[24rem] text-sm">
            <caption className="px-4 pt-3 text-left font-bold text-brand-900">{scenarioLabels[s]} scenario</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="px-4 py-2">
                  Year
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Revenue
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Expenses
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  EBITDA
                </th>
              </tr>
            </thead>
            <tbody>
              {results.scenarios[s].years.map((y, i) => (
                <tr key={i} className="border-t border-slate-100">
                  <th scope="row" className="px-4 py-2 text-left font-semibold">
                    {i + 1}
                  </th>
                  <td className="px-4 py-2 text-right">{money(y.revenue)}</td>
                  <td className="px-4 py-2 text-right">{money(y.expenses)}</td>
                  <td
                    className={cn(
                      'px-4 py-2 text-right font-semibold',
                      y.ebitda < 0 ? 'text-red-700' : 'text-brand-900',
                    )}
                  >
                    {money(y.ebitda)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
