import type { ArpsInput, ArpsResult } from '@shared/tools/arps';
import { roundCents } from '@shared/tools/numbers';
import { Result, ResultList } from '../calculators';
import { money, number } from '@/lib/format';

/** The ARPS page's pieces: a list's heading, and the results with their formula lines. */

export function RowsHeading({ title, hint }: { title: string; hint?: string }) {
  return (
    <div>
      <h3 className="font-bold text-brand-900">{title}</h3>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

export function ArpsResults({ input, result }: { input: ArpsInput; result: ArpsResult }) {
  const noStudents = result.students === 0;
  const perStudent = noStudents ? 'No student yet, so there is nothing to average over.' : null;
  const top = Math.max(...input.programs.map((p) => p.students * p.monthlyTuition), 0.01);
  return (
    <>
      <ResultList>
        <Result
          primary
          id="arps-monthly"
          label="Average revenue per student a month"
          value={money(result.arpsMonthly)}
          explain={
            perStudent ?? `Monthly revenue ÷ students: ${money(result.monthlyRevenue)} ÷ ${number(result.students)}.`
          }
        />
        <Result
          id="arps-annual"
          label="Average revenue per student a year"
          value={money(result.arpsAnnual)}
          explain={
            perStudent ?? `Annual revenue ÷ students: ${money(result.annualRevenue)} ÷ ${number(result.students)}.`
          }
        />
        <Result
          id="students"
          label="Students"
          value={number(result.students)}
          explain="The programs’ students added up: a child in two programs counts twice."
        />
        <Result
          id="monthly-tuition-revenue"
          label="Monthly tuition revenue"
          value={money(result.monthlyTuitionRevenue)}
          explain="Each program’s students × its monthly tuition, added up."
        />
        <Result
          id="annual-fee-revenue"
          label="Annual fee revenue"
          value={money(result.annualFeeRevenue)}
          explain="Each fee × the students paying it, added up."
        />
        <Result
          id="annual-revenue"
          label="Annual revenue"
          value={money(result.annualRevenue)}
          explain="Monthly tuition revenue × 12 + annual fee revenue."
        />
        <Result
          id="monthly-revenue"
          label="Monthly revenue"
          value={money(result.monthlyRevenue)}
          explain="Annual revenue ÷ 12: the tuition plus the fees spread over the year."
        />
      </ResultList>
      {input.programs.length ? (
        <figure>
          <figcaption className="font-bold text-brand-900">Monthly tuition revenue by program</figcaption>
          <ul className="mt-3 grid gap-2">
            {input.programs.map((p, i) => {
              const revenue = roundCents(p.students * p.monthlyTuition);
              return (
                <li key={i} className="grid gap-1" data-program-bar={p.name}>
                  <div className="flex justify-between gap-3 text-sm text-slate-700">
                    <span className="min-w-0 truncate">{p.name}</span>
                    <span className="shrink-0 font-semibold tabular-nums">{money(revenue)}</span>
                  </div>
                  <div className="h-3 rounded bg-slate-100" aria-hidden="true">
                    <div className="h-full rounded bg-brand-600" style={{ width: `${(revenue / top) * 100}%` }} />
                  </div>
                  <span className="text-xs text-slate-600 tabular-nums">
                    {number(p.students)} students × {money(p.monthlyTuition)}
                  </span>
                </li>
              );
            })}
          </ul>
        </figure>
      ) : null}
    </>
  );
}
