import { ExternalLink, RotateCw, ScanSearch, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  listingTypeLabels,
  listingUrlInputSchema,
  type ListingSource,
  type ListingUrlValues,
} from '@shared/business-listings';
import { jobStatusLabels } from '@shared/jobs';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { FilterChips } from '@/components/ui/filter-chips';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { AdminPageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { PagedState } from '@/components/ui/paged-state';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { ListingTypeOptions } from './listing-form';
import { useAddSource, useAnalyseSource, useDeleteSource, useSources } from './api';

const SHOWN = ['all', 'waiting', 'analysed'] as const;
type Shown = (typeof SHOWN)[number];
const isAnalyzedOf: Record<Shown, '' | 'true' | 'false'> = { all: '', waiting: 'false', analysed: 'true' };
const shownLabels: Record<Shown, string> = { all: 'All', waiting: 'Waiting', analysed: 'Analysed' };

interface FormValues {
  url: string;
  state: string;
  businessType: string;
}

function AddSourceForm() {
  const add = useAddSource();
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, ListingUrlValues>({
    defaultValues: { url: '', state: '', businessType: 'gymnastics' },
    resolver: schemaResolver(listingUrlInputSchema, (v: FormValues) => v),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label="Add a listing page"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_7rem_10rem_auto] md:items-start"
      onSubmit={handleSubmit((values) =>
        add.mutateAsync(values).then(
          () => {
            toast({ title: 'Listing page added', description: 'Analyse it to read its figures.' });
            reset({ url: '', state: values.state, businessType: values.businessType });
          },
          () => undefined,
        ),
      )}
    >
      <FormField label="Listing page URL" error={errors.url?.message}>
        <Input type="url" placeholder="https://www.bizbuysell.com/…" {...register('url')} />
      </FormField>
      <FormField label="State" error={errors.state?.message}>
        <Input maxLength={2} placeholder="TX" className="uppercase" {...register('state')} />
      </FormField>
      <FormField label="Business type" error={errors.businessType?.message}>
        <Select {...register('businessType')}>
          <ListingTypeOptions />
        </Select>
      </FormField>
      <div className="md:pt-6">
        <Button type="submit" disabled={formState.isSubmitting}>
          Add page
        </Button>
      </div>
      {add.error ? (
        <div className="md:col-span-4">
          <ErrorNotice error={add.error} fallback="The page could not be added. Please try again." />
        </div>
      ) : null}
    </form>
  );
}

function RunState({ source }: { source: ListingSource }) {
  const running = source.job && (source.job.status === 'queued' || source.job.status === 'processing');
  if (running)
    return (
      <p role="status" className="text-sm font-semibold text-brand-700">
        {jobStatusLabels[source.job!.status]}… {source.job!.progress}%
      </p>
    );
  if (source.lastError) return <p className="text-sm font-medium text-red-700">Last run failed: {source.lastError}</p>;
  if (source.isAnalyzed)
    return (
      <p className="text-sm text-slate-700">
        Analysed {dateTime(source.lastAnalyzed)}
        {source.listingId ? (
          <>
            {' · '}
            <Link
              className="font-semibold text-brand-700 underline"
              to={`/business-listings?listing=${source.listingId}`}
            >
              {source.listingTitle ?? 'Open the listing'}
            </Link>
          </>
        ) : null}
      </p>
    );
  return <p className="text-sm text-slate-600">Waiting to be analysed</p>;
}

/**
 * /business-listings/urls: the listing pages the club watches. An admin adds a page (with its
 * state and business type); Analyse queues the analyser, which fetches the page, reads its figures,
 * creates or updates the listing and marks the page analysed; the row follows the run as it goes.
 */
export default function ListingSourcesPage({ path }: PageProps) {
  useRouteTitle(path);
  const [shown, setShown] = useState<Shown>('all');
  const list = useSources(isAnalyzedOf[shown]);
  const analyse = useAnalyseSource();
  const remove = useDeleteSource();
  const [toDelete, setToDelete] = useState<ListingSource | null>(null);

  const run = (source: ListingSource) =>
    analyse.mutate(source.id, {
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Listing sources"
        description="Listing pages to watch for swim, gymnastics and ninja businesses for sale. The analyser reads each page’s figures, one request a second per site, and files the listing with its analysis."
        actions={
          <Button asChild variant="outline">
            <Link to="/business-listings">Business listings</Link>
          </Button>
        }
      />
      <div className="mt-6">
        <AddSourceForm />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <FilterChips label="Show" options={SHOWN} value={shown} onChange={setShown} labelOf={(o) => shownLabels[o]} />
        {!list.isPending && !list.failed ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.total} {list.total === 1 ? 'page' : 'pages'}
          </p>
        ) : null}
      </div>
      <div className="mt-3">
        <PagedState
          list={list}
          loadingLabel="Loading listing pages"
          errorFallback="The listing pages could not be loaded. Please try again."
          noun="listing pages"
          empty={
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {shown === 'analysed'
                ? 'No page has been analysed yet.'
                : shown === 'waiting'
                  ? 'Every page has been analysed.'
                  : 'No listing page yet. Add the address of a business-for-sale page above.'}
            </p>
          }
        >
          {(items) => (
            <ul
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
              aria-label="Listing pages"
            >
              {items.map((source) => {
                const running = source.job && (source.job.status === 'queued' || source.job.status === 'processing');
                return (
                  <li
                    key={source.id}
                    className="flex flex-col gap-2 p-4 md:flex-row md:items-center md:justify-between"
                  >
                    <div className="grid min-w-0 gap-1">
                      <a
                        href={source.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-w-0 items-center gap-1 font-semibold break-all text-brand-900 hover:underline"
                      >
                        {source.url}
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      </a>
                      <p className="text-xs text-slate-600">
                        {listingTypeLabels[source.businessType]} · {source.state} · added {dateTime(source.createdAt)}
                      </p>
                      <RunState source={source} />
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={Boolean(running)}
                        aria-label={`${source.isAnalyzed ? 'Analyse again' : 'Analyse'} ${source.url}`}
                        onClick={() => run(source)}
                      >
                        {source.isAnalyzed ? <RotateCw aria-hidden="true" /> : <ScanSearch aria-hidden="true" />}
                        {source.isAnalyzed ? 'Analyse again' : 'Analyse'}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${source.url}`}
                        onClick={() => setToDelete(source)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedState>
      </div>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={() => 'Stop watching this page?'}
        description={(s) => `${s.url} leaves the queue. A listing it made stays in Business listings.`}
        confirmLabel="Remove page"
        remove={remove}
        deleted={() => ({ title: 'Listing page removed' })}
      />
    </div>
  );
}
