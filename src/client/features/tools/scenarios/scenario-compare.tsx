import { useState } from 'react';
import { compareFigures, formatFigure, type FigureUnit } from '@shared/tools/report';
import type { ScenarioSummary } from '@shared/tools/scenarios';
import { FormField } from '@/components/ui/form-field';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useScenario } from './api';

/** +$12.50, −3 pt, +4: the change from the first scenario to the second. */
function change(value: number | null, unit: FigureUnit) {
  if (value === null) return '';
  if (value === 0) return 'same';
  const sign = value > 0 ? '+' : '−';
  // A change of a percentage is in points: 4% → 3% is "−1 pt", not "−1%".
  if (unit === 'percent') return `${sign}${formatFigure(Math.abs(value), 'number')} pt`;
  return `${sign}${formatFigure(Math.abs(value), unit)}`;
}

/**
 * Two saved scenarios side by side, figure by figure (inputs, then results) with the change
 * from the first to the second. The figures are the server's, from each scenario's report.
 */
export function ScenarioCompare({ scenarios }: { scenarios: ScenarioSummary[] }) {
  const [aId, setA] = useState<number>(scenarios[1]?.id ?? scenarios[0]!.id);
  const [bId, setB] = useState<number>(scenarios[0]!.id);
  const a = useScenario(aId);
  const b = useScenario(bId);

  const options = scenarios.map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  ));
  return (
    <section aria-labelledby="compare-scenarios" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="compare-scenarios" className="text-base font-bold text-brand-900">
        Compare two scenarios
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField label="First scenario">
          <Select value={aId} onChange={(e) => setA(Number(e.target.value))}>
            {options}
          </Select>
        </FormField>
        <FormField label="Second scenario">
          <Select value={bId} onChange={(e) => setB(Number(e.target.value))}>
            {options}
          </Select>
        </FormField>
      </div>
      {a.isError || b.isError ? (
        <div className="mt-3">
          <ErrorNotice error={a.error ?? b.error} fallback="These scenarios could not be loaded." />
        </div>
      ) : !a.data || !b.data ? (
        <Skeleton className="mt-3 h-40" aria-label="Loading the comparison" />
      ) : (
        <CompareTable
          aName={a.data.name}
          bName={b.data.name}
          groups={[
            ['Inputs', compareFigures(a.data.report.inputs, b.data.report.inputs)],
            ['Results', compareFigures(a.data.report.results, b.data.report.results)],
          ]}
        />
      )}
    </section>
  );
}

function CompareTable({
  aName,
  bName,
  groups,
}: {
  aName: string;
  bName: string;
  groups: [string, ReturnType<typeof compareFigures>][];
}) {
  return (
    <>
      {/* A phone gets one card per figure; the table needs a wider screen. */}
      <div className="mt-3 grid gap-4 sm:hidden">
        {groups.map(([heading, rows]) => (
          <section key={heading} aria-label={heading}>
            <h4 className="text-xs font-bold text-accent-800 uppercase">{heading}</h4>
            <ul className="mt-1 divide-y divide-slate-100">
              {rows.map((row) => (
                <li key={row.key} data-figure={row.key} className="py-2 text-sm">
                  <p className={cn('text-slate-700', row.primary && 'font-semibold')}>{row.label}</p>
                  <dl className="mt-1 grid grid-cols-3 gap-2 tabular-nums">
                    <div>
                      <dt className="text-xs break-words text-slate-500">{aName}</dt>
                      <dd>{formatFigure(row.a, row.unit)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs break-words text-slate-500">{bName}</dt>
                      <dd>{formatFigure(row.b, row.unit)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-500">Change</dt>
                      <dd className={row.difference ? 'font-semibold text-brand-900' : 'text-slate-500'}>
                        {change(row.difference, row.unit)}
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <table className="mt-3 hidden w-full text-sm sm:table">
        <caption className="sr-only">
          {aName} compared with {bName}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Figure
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {aName}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {bName}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              Change
            </th>
          </tr>
        </thead>
        {groups.map(([heading, rows]) => (
          <tbody key={heading}>
            <tr>
              <th
                scope="colgroup"
                colSpan={4}
                className="pt-3 pb-1 text-left text-xs font-bold text-accent-800 uppercase"
              >
                {heading}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.key} data-figure={row.key} className="border-b border-slate-100">
                <th
                  scope="row"
                  className={cn('py-2 pr-2 text-left font-normal text-slate-700', row.primary && 'font-semibold')}
                >
                  {row.label}
                </th>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{formatFigure(row.a, row.unit)}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{formatFigure(row.b, row.unit)}</td>
                <td
                  className={cn(
                    'py-2 pl-2 text-right whitespace-nowrap tabular-nums',
                    row.difference ? 'font-semibold text-brand-900' : 'text-slate-500',
                  )}
                >
                  {change(row.difference, row.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
}
