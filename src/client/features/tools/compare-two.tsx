import { useId, useState } from 'react';
import {
  compareFigures,
  formatFigure,
  type ComparedFigure,
  type Figure,
  type FigureUnit,
  type ReportBody,
} from '@shared/tools/report';
import { FormField } from '@/components/ui/form-field';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** +$12.50, −3 pt, +4: the change from the first scenario to the second. */
function change(value: number | null, unit: FigureUnit) {
  if (value === null) return '';
  if (value === 0) return 'same';
  const sign = value > 0 ? '+' : '−';
  const text = formatFigure(Math.abs(value), unit);
  // A change of a percentage is in points: 4% → 3% is "−1 pt", not "−1%".
  if (unit === 'percent' || unit === 'rate') return `${sign}${text.replace('%', ' pt')}`;
  return `${sign}${text}`;
}

/**
 * One column of a report's table as figures keyed by the row's first cell (an area, a program), so
 * two records' rows line up by name in a comparison; a repeated name gets " (2)".
 */
export function tableFigures(report: ReportBody, table: string, column: number): Figure[] {
  const t = report.tables.find((x) => x.key === table);
  if (!t) return [];
  const unit = t.columns[column]?.unit ?? 'number';
  const seen = new Map<string, number>();
  return t.rows.map((row) => {
    const name = String(row[0] ?? '');
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    const label = n === 1 ? name : `${name} (${n})`;
    return { key: label, label, value: row[column] ?? null, unit };
  });
}

/** A saved record as the comparison reads it: its name and its report (the server's figures). */
interface Comparable {
  name: string;
  report: ReportBody;
}

interface CompareTwoProps {
  /** The saved records to choose from (the list on screen), last saved first. */
  items: readonly { id: number; name: string }[];
  /** What a record is called: 'scenario', 'summary', 'calculation'. */
  noun: { one: string; many: string };
  /** The load of one record by id (a query hook). */
  useRecord: (id: number) => { data?: Comparable; isError: boolean; error: unknown };
  /** More lines built from the two reports (an area or a program at a time), after the results. */
  moreGroups?: (a: ReportBody, b: ReportBody) => [string, ComparedFigure[]][];
}

/**
 * Two saved records of one tool side by side, figure by figure (inputs, then results) with the
 * change from the first to the second. The figures are the server's, from each record's report.
 */
export function CompareTwo({ items, noun, useRecord, moreGroups }: CompareTwoProps) {
  const headingId = useId();
  const [aId, setA] = useState<number>(items[1]?.id ?? items[0]!.id);
  const [bId, setB] = useState<number>(items[0]!.id);
  const a = useRecord(aId);
  const b = useRecord(bId);

  const options = items.map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  ));
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="text-base font-bold text-brand-900">
        Compare two {noun.many}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField label={`First ${noun.one}`}>
          <Select value={aId} onChange={(e) => setA(Number(e.target.value))}>
            {options}
          </Select>
        </FormField>
        <FormField label={`Second ${noun.one}`}>
          <Select value={bId} onChange={(e) => setB(Number(e.target.value))}>
            {options}
          </Select>
        </FormField>
      </div>
      {a.isError || b.isError ? (
        <div className="mt-3">
          <ErrorNotice error={a.error ?? b.error} fallback={`These ${noun.many} could not be loaded.`} />
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
            ...(moreGroups?.(a.data.report, b.data.report) ?? []),
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
  groups: [string, ComparedFigure[]][];
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
