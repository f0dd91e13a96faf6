import { FileSpreadsheet, ShieldCheck, Upload } from 'lucide-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import {
  ACCEPTED_EXTENSIONS,
  PROBLEM_LABELS,
  PREVIEW_COLUMNS,
  type CheckOutcome,
  type SheetReport,
  type SpreadsheetReport,
} from '@shared/spreadsheet-check';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { number } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useSpreadsheetCheck } from './run-check';

const ACCEPT = [
  ...ACCEPTED_EXTENSIONS,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
].join(',');

const CHECKS = [
  'Each sheet’s name, headers, number of rows and columns, and its first rows',
  'Empty headers, and headers used twice (in any case or spacing)',
  'Rows left entirely empty in the middle of the data',
  'Dates that are not dates: text such as “TBD” in a date column, or numbers no date has',
  'Formulas that end in an error (#DIV/0!, #REF!, #N/A, #VALUE!, #NAME?, #NUM!, #NULL!)',
  'Numbers stored as text, and columns of numbers with other things in them',
  'Sheets too wide or too long to import comfortably',
];

const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** The drop zone, with the file button that does the same from the keyboard. */
function DropZone({ onFile }: { onFile: (file: File) => void }) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'grid justify-items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors',
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
      )}
    >
      <FileSpreadsheet aria-hidden="true" className="size-10 text-brand-700" />
      <p className="text-lg font-bold text-brand-900">Drop a spreadsheet here</p>
      <p className="text-sm text-slate-600">An .xlsx, .xls or .csv file of up to 20 MB</p>
      <input
        id="spreadsheet-file"
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <label
        htmlFor="spreadsheet-file"
        className={cn(
          buttonClasses('primary'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
        )}
      >
        <Upload aria-hidden="true" /> Choose a spreadsheet
      </label>
    </div>
  );
}

function EmptyState() {
  return (
    <section aria-labelledby="what-it-checks" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="what-it-checks" className="text-lg font-bold text-brand-900">
        What the check looks at
      </h2>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm text-slate-700">
        {CHECKS.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        Your file is read here, in your browser. Nothing is uploaded: the roster, fees and contact details in it never
        leave your computer.
      </p>
    </section>
  );
}

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

function Result({ outcome }: { outcome: CheckOutcome }) {
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

/**
 * /excel-test: a visitor drops a spreadsheet and sees, before importing it anywhere, its sheets,
 * headers, counts and first rows and the problems an import would trip over. The file is read in
 * the browser (a worker, SheetJS loaded on the first check) and never uploaded.
 */
export default function SpreadsheetCheckPage({ path }: PageProps) {
  useRouteTitle(path);
  const { state, check } = useSpreadsheetCheck();
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
      <PageHeader
        eyebrow="Tools"
        title="Spreadsheet check"
        description="See what a spreadsheet holds, and what would go wrong importing it, before you import it anywhere. It is read in your browser: nothing is uploaded."
      />
      <DropZone onFile={check} />
      {state.status === 'idle' ? <EmptyState /> : null}
      {state.status === 'reading' ? (
        <div className="flex items-center gap-3 text-slate-700">
          <Spinner label={`Reading ${state.fileName}`} />
          <span aria-hidden="true">Reading {state.fileName}…</span>
        </div>
      ) : null}
      {state.status === 'done' ? <Result outcome={state.outcome} /> : null}
    </div>
  );
}
