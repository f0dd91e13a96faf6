import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  AGE_BANDS,
  agesLabel,
  categoriesOf,
  DAY_LABELS,
  DAYS,
  daysLabel,
  filterClasses,
  sortByTime,
  timesLabel,
  type AgeBand,
  type ClassListing,
  type Day,
} from '@shared/tools/class-listings';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useClassListings } from './api';
import { OpeningsBadge, SourceNote } from './class-bits';
import { OrgPicker } from './org-picker';

const ALL = 'all';
const dayOptions = [ALL, ...DAYS] as const;
const ageOptions = [ALL, ...AGE_BANDS.map((b) => b.key)] as const;

function ClassCard({ c }: { c: ClassListing }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">{c.category}</p>
          <h2 className="text-lg font-bold text-brand-900">{c.name}</h2>
        </div>
        <OpeningsBadge openings={c.openings} />
      </div>
      <dl className="grid gap-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <CalendarDays className="size-4 text-slate-500" aria-hidden />
          <dt className="sr-only">Days</dt>
          <dd>{daysLabel(c.days)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock className="size-4 text-slate-500" aria-hidden />
          <dt className="sr-only">Time</dt>
          <dd>{timesLabel(c)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4 text-slate-500" aria-hidden />
          <dt className="sr-only">Ages</dt>
          <dd>{agesLabel(c)}</dd>
        </div>
        {c.room ? (
          <div className="flex items-center gap-2">
            <MapPin className="size-4 text-slate-500" aria-hidden />
            <dt className="sr-only">Room</dt>
            <dd>
              {c.room}
              {c.instructors.length ? ` · ${c.instructors.join(', ')}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {c.registrationUrl && c.openings !== 0 ? (
        <a
          href={c.registrationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto text-sm font-semibold text-brand-700 hover:underline"
        >
          Register for {c.name}
        </a>
      ) : null}
    </li>
  );
}

/** /class-listings: a gym's classes with openings from Jackrabbit, filtered by day, age and category. */
export default function ClassListingsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const orgId = params.get('orgId') ?? '';
  const day = (params.get('day') ?? ALL) as Day | typeof ALL;
  const age = (params.get('age') ?? ALL) as AgeBand | typeof ALL;
  const category = params.get('category') ?? ALL;
  const listings = useClassListings(orgId || undefined);
  const categories = useMemo(() => [ALL, ...categoriesOf(listings.data?.classes ?? [])], [listings.data]);

  const set = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === '' || value === ALL) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Class listings"
        description="Your classes and their openings, straight from Jackrabbit. Filter by day, age and program."
      />
      <div className="mt-6">
        <OrgPicker key={orgId} value={orgId} onChange={(next) => set('orgId', next)} />
      </div>
      <QueryState
        query={listings}
        loadingLabel="Loading classes"
        loading={
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-44" />
            ))}
          </div>
        }
        errorFallback="The classes could not be loaded."
      >
        {(data) => {
          const shown = sortByTime(
            filterClasses(data.classes, {
              days: day === ALL ? [] : [day],
              ages: age === ALL ? [] : [age],
              categories: category === ALL ? [] : [category],
            }),
          );
          return (
            <div className="mt-6 grid gap-4">
              <SourceNote source={data.source} orgId={data.orgId} />
              <FilterChips
                label="Filter by day"
                options={dayOptions}
                value={day}
                onChange={(v) => set('day', v)}
                labelOf={(v) => (v === ALL ? 'Every day' : DAY_LABELS[v].short)}
              />
              <FilterChips
                label="Filter by age"
                options={ageOptions}
                value={age}
                onChange={(v) => set('age', v)}
                labelOf={(v) => (v === ALL ? 'All ages' : `Ages ${AGE_BANDS.find((b) => b.key === v)!.label}`)}
              />
              <FilterChips
                label="Filter by category"
                options={categories}
                value={categories.includes(category) ? category : ALL}
                onChange={(v) => set('category', v)}
                labelOf={(v) => (v === ALL ? 'All programs' : v)}
              />
              <p className="text-sm text-slate-600" aria-live="polite">
                {shown.length} of {data.classes.length} classes
              </p>
              {shown.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
                  {data.classes.length === 0
                    ? 'This organization has no classes open for registration right now.'
                    : 'No classes match these filters. Try another day or age.'}
                </p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((c) => (
                    <ClassCard key={`${c.id}-${c.name}`} c={c} />
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
