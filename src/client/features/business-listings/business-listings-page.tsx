import { Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LISTING_TYPES, listingTypeLabels, type Listing, type ListingWithAnalysis } from '@shared/business-listings';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AdminPageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { PagedState } from '@/components/ui/paged-state';
import { toast } from '@/components/ui/use-toast';
import { money } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useDeleteListing, useListings, useSaveListing, type ListingFilter } from './api';
import { ListingAnalysisPanel } from './listing-analysis-panel';
import { ListingForm, listingFormValues } from './listing-form';
import { multiple, positionTone, share } from './listing-format';

/** A price filter as typed ('250,000', '$1.2m' is not a number): digits only. */
const priceParam = (value: string) => value.replace(/[^\d]/g, '');

function Glance({ listing }: { listing: Listing }) {
  const g = listing.glance;
  if (!g) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
      <span
        className={cn('rounded-full px-2 py-0.5 font-semibold', g.position ? positionTone[g.position] : 'bg-slate-100')}
      >
        {multiple(g.priceToCashFlow)} cash flow
      </span>
      <span className="rounded-full bg-slate-100 px-2 py-0.5">Margin {share(g.cashFlowMargin)}</span>
      <span className="rounded-full bg-slate-100 px-2 py-0.5">
        {g.yearsInBusiness === null ? 'Age not stated' : `${g.yearsInBusiness} yrs`}
      </span>
      {g.risks.length ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">
          {g.risks.length} {g.risks.length === 1 ? 'risk' : 'risks'}: {g.risks[0]}
        </span>
      ) : null}
    </p>
  );
}

/**
 * /business-listings: every business for sale the club follows, newest first, with the analysis at
 * a glance; filters by type, price and words; a listing opens its full analysis beside the list
 * (under it on a phone). New listings are typed in here or come from the queue of listing pages.
 */
export default function BusinessListingsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const filter: ListingFilter = {
    type: params.get('type') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    search: params.get('search') ?? '',
  };
  const selected = Number(params.get('listing')) || null;
  const list = useListings(filter);
  const save = useSaveListing();
  const remove = useDeleteListing();
  const [editing, setEditing] = useState<ListingWithAnalysis | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ListingWithAnalysis | null>(null);

  const update = (changes: Partial<ListingFilter> & { listing?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const open = (id: number | null) => update({ listing: id ? String(id) : '' });
  const panel = (id: number) => (
    <ListingAnalysisPanel
      key={id}
      id={id}
      onClose={() => open(null)}
      onEdit={(listing) => setEditing(listing)}
      onDelete={(listing) => setToDelete(listing)}
    />
  );
  const filtered = Object.values(filter).some(Boolean);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Business listings"
        description="Swim, gymnastics and ninja businesses for sale, each with its price, figures and an analysis, to advise members who buy or sell."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/business-listings/urls">
                <Link2 aria-hidden="true" /> Listing sources
              </Link>
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> New listing
            </Button>
          </>
        }
      />

      <form
        role="search"
        aria-label="Filter listings"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="listing-search">Title or location</Label>
          <SearchBox
            id="listing-search"
            defaultValue={filter.search}
            placeholder="Austin, swim school…"
            onChange={(e) => update({ search: e.target.value.trim(), listing: '' })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="listing-type">Type</Label>
          <Select id="listing-type" value={filter.type} onChange={(e) => update({ type: e.target.value })}>
            <option value="">All types</option>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {listingTypeLabels[type]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="listing-min">Lowest price</Label>
          <Input
            id="listing-min"
            inputMode="numeric"
            placeholder="$"
            defaultValue={filter.minPrice}
            onChange={(e) => update({ minPrice: priceParam(e.target.value) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="listing-max">Highest price</Label>
          <Input
            id="listing-max"
            inputMode="numeric"
            placeholder="$"
            defaultValue={filter.maxPrice}
            onChange={(e) => update({ maxPrice: priceParam(e.target.value) })}
          />
        </div>
      </form>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] xl:grid-cols-[minmax(0,1fr)_30rem]">
        <div className="min-w-0">
          <PagedState
            list={list}
            loadingLabel="Loading listings"
            rowHeight="h-24"
            errorFallback="The listings could not be loaded. Please try again."
            noun="listings"
            empty={
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
                {filtered ? (
                  <p>No listing matches these filters.</p>
                ) : (
                  <p>
                    No listing yet. Add one, or{' '}
                    <Link className="font-semibold text-brand-700 underline" to="/business-listings/urls">
                      queue a listing page
                    </Link>{' '}
                    for the analyser.
                  </p>
                )}
              </div>
            }
          >
            {(items) => (
              <>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {list.total} {list.total === 1 ? 'listing' : 'listings'}
                </p>
                <ul className="mt-2 grid gap-2" aria-label="Listings">
                  {items.map((listing) => (
                    <li key={listing.id}>
                      <button
                        type="button"
                        aria-current={selected === listing.id ? 'true' : undefined}
                        onClick={() => open(selected === listing.id ? null : listing.id)}
                        className={cn(
                          'grid w-full gap-1.5 rounded-2xl border bg-white p-4 text-left hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-700',
                          selected === listing.id ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
                        )}
                      >
                        <span className="flex flex-wrap items-baseline justify-between gap-2">
                          <span className="font-semibold text-brand-900">{listing.title}</span>
                          <span className="text-lg font-bold text-brand-900">{money(listing.price)}</span>
                        </span>
                        <span className="text-sm text-slate-600">
                          {listingTypeLabels[listing.type]} · {listing.location} · Revenue{' '}
                          {listing.revenue === null ? 'not disclosed' : money(listing.revenue)} · Cash flow{' '}
                          {money(listing.cashFlow)}
                        </span>
                        <Glance listing={listing} />
                      </button>
                      {selected === listing.id ? <div className="mt-2 lg:hidden">{panel(listing.id)}</div> : null}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </PagedState>
        </div>
        <aside className="hidden lg:block" aria-label="Listing analysis">
          <div className="sticky top-4">
            {selected ? (
              panel(selected)
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
                Choose a listing to read its full analysis: valuation against the typical range and the other listings
                of its type, margin, risks, opportunities and growth potential.
              </p>
            )}
          </div>
        </aside>
      </div>

      <Dialog
        open={editing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setEditing(null);
            save.reset();
          }
        }}
        title={editing === 'new' ? 'New listing' : 'Edit listing'}
        className="max-w-2xl"
      >
        {editing !== null ? (
          <ListingForm
            initial={listingFormValues(editing === 'new' ? null : editing)}
            submitLabel={editing === 'new' ? 'Add listing' : 'Save listing'}
            error={save.error}
            onCancel={() => setEditing(null)}
            onSubmit={(listing) =>
              save.mutateAsync({ id: editing === 'new' ? null : editing.id, listing }).then((saved) => {
                toast({ title: editing === 'new' ? 'Listing added' : 'Listing saved', description: saved.title });
                setEditing(null);
                open(saved.id);
              })
            }
          />
        ) : null}
      </Dialog>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(l) => `Delete “${l.title}”?`}
        description="The listing and its analysis are removed. A listing page in the queue stays and can be analysed again."
        confirmLabel="Delete listing"
        remove={remove}
        deleted={(l) => ({ title: 'Listing deleted', description: l.title })}
        onDeleted={() => open(null)}
      />
    </div>
  );
}
