import { Download, FileCheck, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  IMPORT_KINDS,
  importFields,
  importKindLabels,
  importMessages,
  importTemplate,
  type ImportKind,
  type ImportResult,
} from '@shared/imports';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { JobProgress } from '@/components/ui/job-progress';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { AdminPageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { number } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useImportJob, useStartImport } from './api';
import { guessMapping, mappedCsv, readSheet, type Sheet } from './sheet';

const PREVIEW_ROWS = 5;

function downloadTemplate(kind: ImportKind) {
  const url = URL.createObjectURL(new Blob([importTemplate(kind)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind}-template.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function ResultView({ result, dryRun }: { result: ImportResult; dryRun: boolean }) {
  if (result.rejected.length) {
    return (
      <div className="grid gap-2">
        <Notice tone="error" role="alert" title="Nothing was written">
          {number(result.rejected.length)} {result.rejected.length === 1 ? 'row was' : 'rows were'} refused. Correct the
          file and try again.
        </Notice>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows refused</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-2 pr-2">
                Row
              </th>
              <th scope="col" className="py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rejected.map((r) => (
              <tr key={`${r.row}-${r.message}`} className="border-b border-slate-100">
                <td className="py-2 pr-2 tabular-nums">{r.row === 0 ? 'File' : r.row}</td>
                <td className="py-2">{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <Notice tone="success" role="status" title={dryRun ? 'The file passed the check' : 'Import complete'}>
      {dryRun ? 'Importing it will create' : 'Created'} {number(result.created)} and {dryRun ? 'update' : 'updated'}{' '}
      {number(result.updated)} {dryRun ? 'records; nothing has been written yet.' : 'records.'}
    </Notice>
  );
}

/** /admin/component-importer: map a CSV or .xlsx file's columns, preview, check and import it as a job. */
export default function ComponentImporterPage({ path }: PageProps) {
  useRouteTitle(path);
  const [kind, setKind] = useState<ImportKind>('gyms');
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<string[]>([]);
  const [run, setRun] = useState<{ jobId: number; dryRun: boolean } | null>(null);
  const start = useStartImport();
  const job = useImportJob(run?.jobId ?? null);
  const fields = importFields[kind];

  const choose = async (next: File | null) => {
    setFile(next);
    setSheet(null);
    setRun(null);
    setReadError(null);
    if (!next) return;
    try {
      const read = await readSheet(next);
      setSheet(read);
      setMapping(guessMapping(kind, read.header));
    } catch (e) {
      setReadError(errorMessage(e, importMessages.fileType));
    }
  };

  const changeKind = (next: ImportKind) => {
    setKind(next);
    setRun(null);
    if (sheet) setMapping(guessMapping(next, sheet.header));
  };

  const missing = useMemo(
    () => fields.filter((f) => f.required && !mapping.includes(f.name)).map((f) => f.name),
    [fields, mapping],
  );
  const running = run !== null && (!job.data || job.data.status === 'queued' || job.data.status === 'processing');

  const submit = (dryRun: boolean) => {
    if (!sheet || !file) return;
    const csv = new Blob([mappedCsv(sheet, mapping)], { type: 'text/csv' });
    setRun(null);
    start.mutate(
      { kind, file: csv, fileName: file.name.replace(/\.\w+$/, '.csv'), dryRun },
      { onSuccess: ({ jobId }) => setRun({ jobId, dryRun }) },
    );
  };

  const result = job.data?.status === 'completed' ? (job.data.result as ImportResult) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Component importer"
        description="Import gyms, business tasks, books, podcasts and learning modules from a CSV or .xlsx file. The whole file is checked first: when any row is refused, nothing is written. Importing the same file again updates rather than duplicates."
      />
      <section aria-labelledby="file" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="file" className="text-base font-bold text-brand-900">
          1. The file
        </h2>
        <div className="grid gap-3 md:grid-cols-[16rem_minmax(0,1fr)_auto] md:items-end">
          <FormField label="What to import">
            <Select value={kind} onChange={(e) => changeKind(e.target.value as ImportKind)}>
              {IMPORT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {importKindLabels[k]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="CSV or .xlsx file" error={readError ?? undefined}>
            <Input
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => void choose(e.target.files?.[0] ?? null)}
            />
          </FormField>
          <Button type="button" variant="outline" onClick={() => downloadTemplate(kind)}>
            <Download aria-hidden="true" /> Template CSV
          </Button>
        </div>
      </section>

      {sheet ? (
        <section aria-labelledby="mapping" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="mapping" className="text-base font-bold text-brand-900">
            2. Map the columns ({number(sheet.rows.length)} rows)
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            {sheet.header.map((h, at) => (
              <FormField key={`${h}-${at}`} label={`Column "${h || `#${at + 1}`}"`}>
                <Select
                  value={mapping[at] ?? ''}
                  onChange={(e) => setMapping((m) => m.map((v, i) => (i === at ? e.target.value : v)))}
                >
                  <option value="">Leave out</option>
                  {fields.map((f) => (
                    <option key={f.name} value={f.name}>
                      {f.name}
                      {f.required ? ' (required)' : ''}: {f.hint}
                    </option>
                  ))}
                </Select>
              </FormField>
            ))}
          </div>
          {missing.length ? (
            <Notice tone="warning">
              No column is mapped to {missing.join(', ')}: new records need{missing.length === 1 ? ' it' : ' them'}.
            </Notice>
          ) : null}
          <h3 className="text-sm font-semibold text-brand-900">Preview</h3>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">The first rows as they will be imported</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-2">
                    Row
                  </th>
                  {mapping.map((f, at) =>
                    f ? (
                      <th key={`${f}-${at}`} scope="col" className="py-2 pr-2">
                        {f}
                      </th>
                    ) : null,
                  )}
                </tr>
              </thead>
              <tbody>
                {sheet.rows.slice(0, PREVIEW_ROWS).map((row, r) => (
                  <tr key={r} className="border-b border-slate-100">
                    <td className="py-2 pr-2 tabular-nums">{r + 1}</td>
                    {mapping.map((f, at) =>
                      f ? (
                        <td key={`${f}-${at}`} className="py-2 pr-2">
                          {row[at] ?? ''}
                        </td>
                      ) : null,
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {sheet ? (
        <section aria-labelledby="run" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="run" className="text-base font-bold text-brand-900">
            3. Check and import
          </h2>
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" disabled={start.isPending || running} onClick={() => submit(true)}>
              <FileCheck aria-hidden="true" /> Dry run
            </Button>
            <Button type="button" disabled={start.isPending || running} onClick={() => submit(false)}>
              <Upload aria-hidden="true" /> Import
            </Button>
          </div>
          {start.error ? <ErrorNotice error={start.error} fallback="The file could not be sent." /> : null}
          {job.error ? <ErrorNotice error={job.error} fallback="The import could not be followed." /> : null}
          {run && job.data ? <JobProgress job={job.data} label={run.dryRun ? 'Dry run' : 'Import'} /> : null}
          {run && result ? <ResultView result={result} dryRun={run.dryRun} /> : null}
        </section>
      ) : null}
    </div>
  );
}
