import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { SearchBox } from '@/components/ui/search-box';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useChapters } from './api';
import { ChapterCard, ChapterCardSkeletons } from './chapter-card';
import { chapterStates, filterChapters } from './format';
import { ClubEyebrow, HeaderBand, LoadError } from './page-states';

/** /breakfast-club/chapters: every active chapter, searchable and filtered by state on the client. */
export default function ChaptersPage({ path }: PageProps) {
  useRouteTitle(path);
  const chapters = useChapters();
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const all = useMemo(() => chapters.data ?? [], [chapters.data]);
  const states = useMemo(() => chapterStates(all), [all]);
  const shown = useMemo(() => filterChapters(all, search, state), [all, search, state]);
  const filtering = search.trim() !== '' || state !== '';

  return (
    <div>
      <HeaderBand eyebrow={<ClubEyebrow />} title="Chapters">
        <p className="mt-2 max-w-2xl text-slate-600">
          Every active chapter, where it meets and when its next breakfast is. Times are shown in your time zone.
        </p>
      </HeaderBand>

      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <form
          role="search"
          aria-label="Find a chapter"
          onSubmit={(e) => e.preventDefault()}
          className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-[1fr_14rem]"
        >
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="chapter-search">Search chapters</Label>
            <SearchBox
              id="chapter-search"
              placeholder="Chapter, city or president"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <FormField label="State">
            <Select value={state} onChange={(e) => setState(e.target.value)}>
              <option value="">All states</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </FormField>
        </form>

        <p aria-live="polite" className="mt-6 text-sm text-slate-600">
          {chapters.isSuccess ? `${shown.length} of ${all.length} ${all.length === 1 ? 'chapter' : 'chapters'}` : ''}
        </p>

        <div className="mt-3" aria-busy={chapters.isPending}>
          {chapters.isError ? (
            <LoadError error={chapters.error} what="the chapters" onRetry={() => void chapters.refetch()} />
          ) : chapters.isSuccess && shown.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
              {filtering ? (
                <>
                  <p className="font-semibold text-brand-900">No chapter matches your search.</p>
                  <p className="mt-1 text-sm text-slate-600">
                    Try another city or state, or start the first one there.
                  </p>
                  <div className="mt-4 flex flex-wrap justify-center gap-3">
                    <Button
                      variant="outline"
                      onClick={() => {
                        setSearch('');
                        setState('');
                      }}
                    >
                      Clear the search
                    </Button>
                    <Button asChild>
                      <Link to="/breakfast-club/start-chapter">Start a chapter</Link>
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <p className="font-semibold text-brand-900">No chapter is meeting yet.</p>
                  <p className="mt-1 text-sm text-slate-600">Be the gym leader who starts the first one.</p>
                  <Button asChild className="mt-4">
                    <Link to="/breakfast-club/start-chapter">Start a chapter</Link>
                  </Button>
                </>
              )}
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {chapters.isPending ? (
                <ChapterCardSkeletons count={6} />
              ) : (
                shown.map((chapter) => (
                  <li key={chapter.id}>
                    <ChapterCard chapter={chapter} detailed />
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
