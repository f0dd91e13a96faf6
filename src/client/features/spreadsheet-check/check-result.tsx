import type { ReactNode } from 'react';
import {
  PROBLEM_LABELS,
  PREVIEW_COLUMNS,
  type CheckOutcome,
  type SheetReport,
  type SpreadsheetReport,
} from '@shared/spreadsheet-check';
import { Notice } from '@/components/ui/notice';
import { number } from '@/lib/format';
import { cn } from '@/lib/utils';

const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** A table that scrolls sideways on a narrow screen, from the keyboard too. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      {children}
    </div>
  );
}

const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap';
const td = 'px-3 py-1.5 align-top';

function SheetSummary({ sheet }: { sheet: SheetReport }) {
  const shown = sheet.headers.slice(0, PREVIEW_COLUMNS);
  return (
    <section
      aria-label={`Sheet ${sheet.name}`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold break-words text-brand-900">{sheet.name}</h3>
        <p
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            sheet.problemCount ? 'bg-accent-100 text-accent-900' : 'bg-emerald-100 text-emerald-900',
          )}
        >
          {sheet.problemCount ? plural(sheet.problemCount, 'problem') : 'No problems'}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Rows</dt>
          <dd className="font-semibold text-brand-900">{number(sheet.rowCount)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Columns</dt>
          <dd className="font-semibold text-brand-900">{number(sheet.columnCount)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Header row</dt>
          <dd className="font-semibold text-brand-900">{sheet.headerRow ?? 'None'}</dd>
        </div>
      </dl>
      {sheet.truncated ? (
        <p className="text-sm text-slate-600">Only the first part of this sheet was read; the rest is counted.</p>
      ) : null}
      {sheet.headers.length ? (
        <>
          <h4 className="text-sm font-semibold text-slate-700">
            First rows
            {sheet.headers.length > shown.length
              ? ` (first ${shown.length} of ${number(sheet.headers.length)} columns)`
              : ''}
          </h4>
          <ScrollTable label={`First rows of ${sheet.name}`}>
            <table className="w-full text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={th}>
                    <span className="sr-only">Row</span>
                  </th>
                  {shown.map((h) => (
                    <th key={h.column} scope="col" className={th}>
                      <span className="mr-1 text-xs font-normal text-slate-500">{h.column}</span>
                      {h.name || <em className="font-normal text-red-800">no header</em>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.preview.map((row) => (
                  <tr key={row.row} className="border-t border-slate-100">
                    <th scope="row" className={cn(td, 'text-xs font-normal text-slate-500')}>
                      {row.row}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={i} className={cn(td, 'max-w-48 truncate')} title={cell}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      ) : null}
    </section>
  );
}

function ProblemsTable({ report }: { report: SpreadsheetReport }) {
  if (!report.problems.length) {
    return (
      <Notice tone="success" role="status" title="No problems found">
        Every sheet has clear, distinct headers, and its values are what their columns say they are.
      </Notice>
    );
  }
  return (
    <section aria-labelledby="problems-title" className="grid gap-3">
      <h2 id="problems-title" className="text-xl font-bold text-brand-900">
        Problems
      </h2>
      <ScrollTable label="Problems found">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Each problem with its sheet and cells</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={th}>
                Sheet
              </th>
              <th scope="col" className={th}>
                Problem
              </th>
              <th scope="col" className={th}>
                Where
              </th>
              <th scope="col" className={th}>
                What is wrong
              </th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((p, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className={cn(td, 'font-semibold break-words text-brand-900')}>{p.sheet}</td>
                <td className={cn(td, 'whitespace-nowrap')}>{PROBLEM_LABELS[p.kind]}</td>
                <td className={cn(td, 'font-mono text-xs break-words')}>{p.where}</td>
                <td className={td}>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

/** What the check found: the refusal of a file, or the problems and each sheet's summary. */
export function CheckResult({ outcome }: { outcome: CheckOutcome }) {
  if (!outcome.ok) {
    return (
      <Notice tone="error" role="alert" title={`${outcome.fileName} could not be checked`}>
        {outcome.message}
      </Notice>
    );
  }
  const { report } = outcome;
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-bold break-words text-brand-900">{outcome.fileName}</h2>
        <p role="status" className="text-slate-600">
          {plural(report.sheets.length, 'sheet')},{' '}
          {report.problems.length ? plural(report.problems.length, 'problem') : 'no problems'} found.
        </p>
      </div>
      <ProblemsTable report={report} />
      <div className="grid gap-4">
        <h2 className="text-xl font-bold text-brand-900">Sheets</h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {report.sheets.map((sheet, i) => (
            <SheetSummary key={`${i}-${sheet.name}`} sheet={sheet} />
          ))}
        </div>
      </div>
    </div>
  );
}
