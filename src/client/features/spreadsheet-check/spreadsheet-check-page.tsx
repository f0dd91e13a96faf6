import { FileSpreadsheet, ShieldCheck, Upload } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { ACCEPTED_EXTENSIONS } from '@shared/spreadsheet-check';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { CheckResult } from './check-result';
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
      {state.status === 'done' ? <CheckResult outcome={state.outcome} /> : null}
    </div>
  );
}
