import { Headphones, Library, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useParamsUpdate } from '@/lib/use-params-update';
import { BUSINESS_TYPES, businessTypeLabels, type RecommendationKind } from '@shared/recommendations';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import type { PageProps } from '@/lib/page-props';
import { Skeleton } from '@/components/ui/skeleton';
import { useItems } from './api';
import { ItemCard } from './item-card';

const SORTS = [
  { value: 'score', label: 'Top voted' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'newest', label: 'Newest' },
];

const texts: Record<RecommendationKind, { title: string; intro: string; noun: string }> = {
  books: {
    title: 'Books',
    intro:
      'Business and leadership reading picked by gym owners, for gym owners. Vote up what helped you and tell others why.',
    noun: 'books',
  },
  podcasts: {
    title: 'Podcasts',
    intro: 'Shows on running, growing and leading a business, voted and discussed by the community.',
    noun: 'podcasts',
  },
};

/** /books and /podcasts: the community's reading and listening list. */
export function RecommendationsPage({ path, kind }: PageProps & { kind: RecommendationKind }) {
  useRouteTitle(path);
  const [params, update] = useParamsUpdate();
  const businessType = (BUSINESS_TYPES as readonly string[]).includes(params.get('businessType') ?? '')
    ? params.get('businessType')!
    : '';
  const sort = SORTS.some((s) => s.value === params.get('sort')) ? params.get('sort')! : 'score';
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useItems(kind, { businessType, sort, search });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const t = texts[kind];

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Learn" title={t.title} description={t.intro} />

      <nav aria-label="Books or podcasts" className="mt-6 inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {(['books', 'podcasts'] as const).map((k) => {
          const Icon = k === 'books' ? Library : Headphones;
          return (
            <Link
              key={k}
              to={`/${k}`}
              aria-current={k === kind ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent-500',
                k === kind ? 'bg-brand-900 text-white' : 'text-slate-700 hover:bg-brand-50',
              )}
            >
              <Icon aria-hidden="true" className="size-4" /> {texts[k].title}
            </Link>
          );
        })}
      </nav>

      <div className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div role="group" aria-label="Business type" className="flex flex-wrap gap-2">
          {['', ...BUSINESS_TYPES].map((type) => (
            <button
              key={type || 'all'}
              type="button"
              aria-pressed={businessType === type}
              onClick={() => update({ businessType: type || null })}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent-500',
                businessType === type
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-brand-50',
              )}
            >
              {type ? businessTypeLabels[type as keyof typeof businessTypeLabels] : 'All'}
            </button>
          ))}
        </div>
        <div className="grid gap-1.5 sm:w-48">
          <label htmlFor={`${kind}-sort`} className="text-sm font-semibold text-brand-900">
            Sort by
          </label>
          <Select
            id={`${kind}-sort`}
            value={sort}
            onChange={(e) => update({ sort: e.target.value === 'score' ? null : e.target.value })}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <form
        role="search"
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update({ search: draft.trim() || null });
        }}
      >
        <label htmlFor={`${kind}-search`} className="sr-only">
          Search {t.noun}
        </label>
        <SearchBox
          className="flex-1"
          id={`${kind}-search`}
          placeholder={`Search ${t.noun}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" /> Search
        </Button>
      </form>

      {list.isLoading ? (
        <>
          <p role="status" className="sr-only">
            Loading {t.noun}
          </p>
          <ul aria-hidden="true" className="mt-8 space-y-4">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-48 rounded-2xl" />
              </li>
            ))}
          </ul>
        </>
      ) : list.isError ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={list.error} fallback={`The ${t.noun} could not be loaded. Please try again.`} />
        </div>
      ) : items.length ? (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {total} {t.noun}
          </p>
          <ul className="mt-3 space-y-4">
            {items.map((item) => (
              <ItemCard key={item.id} kind={kind} item={item} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="mt-6 text-center">
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-brand-900">
            No {t.noun}
            {businessType
              ? ` for ${businessTypeLabels[businessType as keyof typeof businessTypeLabels].toLowerCase()} gyms`
              : ''}
            {search ? ` matching “${search}”` : ''} yet
          </h2>
          <p className="mt-2 text-slate-600">Try another business type or search.</p>
        </div>
      )}
    </div>
  );
}
