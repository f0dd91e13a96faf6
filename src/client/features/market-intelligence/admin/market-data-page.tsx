import { Trash2, Upload } from 'lucide-react';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { IMPORT_COLUMNS, marketMessages, type Geography, type MarketImportResult } from '@shared/market-intelligence';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { AdminPageHeader } from '@/components/ui/page-header';
import { PagedState } from '@/components/ui/paged-state';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { money, number } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useCensusRefresh, useDeleteGeography, useGeographies, useImportMarketData } from '../api';

function ImportForm() {
  const upload = useImportMarketData();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<MarketImportResult | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    setDone(null);
    upload.mutate(file, { onSuccess: (result) => setDone(result) });
  };
  return (
    <form
      noValidate
      aria-label="Import market data"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-bold text-brand-900">Import a CSV file</h2>
      <p className="text-sm text-slate-600">
        Columns: <code className="break-words">{IMPORT_COLUMNS.join(', ')}</code>; optional <code>latitude</code> and{' '}
        <code>longitude</code> (a zip code needs them to be analysed), and any further column of figures. Geography type
        zip, county, state or metro; vintage year 2000–2030. The whole file is checked first: a mistake names its row
        and nothing is written.
      </p>
      <FormField label="CSV file" error={missing ? marketMessages.fileRequired : undefined}>
        <Input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" /> {upload.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {upload.error ? <ErrorNotice error={upload.error} fallback="The file could not be imported." /> : null}
      {done ? (
        <Notice tone="success" role="status">
          Imported {number(done.rows)} rows: {number(done.geographies)} geographies, {number(done.snapshots)} snapshots,{' '}
          {number(done.metrics)} further figures.
        </Notice>
      ) : null}
    </form>
  );
}

function CensusForm() {
  const census = useCensusRefresh();
  const [zips, setZips] = useState('');
  const [year, setYear] = useState('2022');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zipCodes = zips.split(/[\s,]+/).filter(Boolean);
    census.mutate(
      { zipCodes, vintageYear: Number(year) },
      {
        onSuccess: () => toast({ title: 'Census refresh queued', description: `${zipCodes.length} zip codes` }),
        onError: (error) => toast({ title: 'Not queued', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form
      noValidate
      aria-label="Fill from the Census Bureau"
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="text-base font-bold text-brand-900">Fill zip codes from the Census Bureau</h2>
      <p className="text-sm text-slate-600">
        Children 5–17, households and median household income from the American Community Survey (5-year), when the
        server has a CENSUS_API_KEY. Coordinates come from an import.
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start">
        <FormField label="Zip codes" hint="Up to 50, separated by commas or spaces">
          <Input value={zips} onChange={(e) => setZips(e.target.value)} placeholder="62704, 62702" />
        </FormField>
        <FormField label="Survey year">
          <Input inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} />
        </FormField>
        <div className="sm:pt-6">
          <Button type="submit" variant="outline" disabled={census.isPending}>
            {census.isPending ? 'Queuing...' : 'Fill from the Census'}
          </Button>
        </div>
      </div>
      {census.error ? <ErrorNotice error={census.error} fallback="The refresh could not be queued." /> : null}
    </form>
  );
}

/** /admin/market-data: the geographies and snapshots the market analyses read, and their import. */
export default function MarketDataPage({ path }: PageProps) {
  useRouteTitle(path);
  const [q, setQ] = useState('');
  const list = useGeographies(useDeferredValue(q.trim()));
  const remove = useDeleteGeography();
  const [toDelete, setToDelete] = useState<Geography | null>(null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Market data"
        description="Zip codes, counties, states and metro areas with their children, households and median income by year: what the market intelligence tool reads."
      />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ImportForm />
        <CensusForm />
      </div>
      <section aria-labelledby="held" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="held" className="text-lg font-bold text-brand-900">
            Geographies held {list.total ? `(${number(list.total)})` : ''}
          </h2>
          <SearchBox
            label="Search geographies"
            placeholder="Name or code"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className="w-full sm:w-72"
          />
        </div>
        <div className="mt-3 overflow-x-auto">
          <PagedState
            list={list}
            loadingLabel="Loading geographies"
            errorFallback="The geographies could not be loaded. Please try again."
            noun="geographies"
            empty={
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
                {q ? 'No geography matches.' : 'No market data yet. Import a CSV file above.'}
              </p>
            }
          >
            {(items) => (
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Geographies held, with their latest snapshot</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-600">
                    <th scope="col" className="py-2 pr-2">
                      Geography
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Year
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      Children
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      Households
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      Median income
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Centre
                    </th>
                    <th scope="col" className="py-2 pr-2">
                      Source
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((g) => (
                    <tr key={g.id} className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-2 font-medium text-brand-900">
                        {g.name}
                        <span className="block text-xs font-normal text-slate-600">
                          {g.type} {g.code}
                        </span>
                      </th>
                      <td className="py-2 pr-2">{g.vintageYear ?? '—'}</td>
                      <td className="py-2 pr-2 text-right tabular-nums">{number(g.childPopulation)}</td>
                      <td className="py-2 pr-2 text-right tabular-nums">{number(g.households)}</td>
                      <td className="py-2 pr-2 text-right tabular-nums">{money(g.medianIncome, { whole: true })}</td>
                      <td className="py-2 pr-2 text-xs">
                        {g.latitude !== null && g.longitude !== null
                          ? `${g.latitude.toFixed(3)}, ${g.longitude.toFixed(3)}`
                          : 'none'}
                      </td>
                      <td className="py-2 pr-2 text-xs">{g.source ?? '—'}</td>
                      <td className="py-2">
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${g.name}`}
                          onClick={() => setToDelete(g)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </PagedState>
        </div>
      </section>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(g) => `Delete ${g.name}?`}
        description="Its snapshots and figures go with it. Analyses already run keep their results. To correct figures, import the file again instead."
        confirmLabel="Delete geography"
        remove={remove}
        deleted={(g) => ({ title: 'Geography deleted', description: g.name })}
      />
    </div>
  );
}
