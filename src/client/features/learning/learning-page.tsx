import { GraduationCap, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEARNING_CATEGORIES, learningCategoryLabels, type LearningCategory } from '@shared/learning';
import { ErrorNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import type { PageProps } from '@/lib/page-props';
import { useModules } from './api';
import { ModuleCard, ModuleCardSkeletons } from './module-card';

const intro: Record<LearningCategory, string> = {
  playbooks: 'Step-by-step guides for the big jobs: hiring, pricing, schedules, teams and growth.',
  videos: 'Well-known talks, each with notes and the actions that apply them at your gym.',
  'best-practices': 'Short, focused habits of well-run gyms, ready to use this week.',
};

const isCategory = (value: string | null): value is LearningCategory =>
  (LEARNING_CATEGORIES as readonly string[]).includes(value ?? '');

/** /learning?tab=playbooks|videos|best-practices: the modules of a category, searchable. */
export default function LearningPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const category: LearningCategory = isCategory(tab) ? tab : 'playbooks';
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useModules(category, search);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (draft.trim()) next.set('search', draft.trim());
    else next.delete('search');
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow={
          <Link to="/learning-hub" className="hover:underline">
            Learning hub
          </Link>
        }
        title={learningCategoryLabels[category]}
        description={intro[category]}
      />

      <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav
          aria-label="Learning categories"
          className="flex gap-1 overflow-x-auto rounded-lg border border-slate-300 bg-white p-1"
        >
          {LEARNING_CATEGORIES.map((c) => (
            <Link
              key={c}
              to={`/learning?tab=${c}`}
              aria-current={c === category ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-accent-500',
                c === category ? 'bg-brand-900 text-white' : 'text-slate-700 hover:bg-brand-50',
              )}
            >
              {learningCategoryLabels[c]}
            </Link>
          ))}
        </nav>
        <form role="search" onSubmit={submit} className="flex gap-2 lg:w-96">
          <label htmlFor="learning-search" className="sr-only">
            Search modules
          </label>
          <SearchBox
            className="flex-1"
            id="learning-search"
            placeholder="Search modules"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button
            type="submit"
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-900 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <Search aria-hidden="true" className="size-4" /> Search
          </button>
        </form>
      </div>

      {list.isLoading ? (
        <>
          <p className="sr-only" role="status">
            Loading modules
          </p>
          <ModuleCardSkeletons />
        </>
      ) : list.isError ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={list.error} fallback="The modules could not be loaded. Please try again." />
        </div>
      ) : list.data && list.data.length ? (
        <>
          <p className="sr-only" aria-live="polite">
            {list.data.length} modules
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((mod) => (
              <ModuleCard key={mod.id} module={mod} />
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <GraduationCap aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-bold text-brand-900">
            {search ? `No modules match “${search}”` : `No ${learningCategoryLabels[category].toLowerCase()} yet`}
          </h2>
          <p className="mt-2 max-w-md text-slate-600">
            {search ? 'Try another word, or look in the other categories.' : 'New modules are added regularly.'}
          </p>
        </div>
      )}
    </div>
  );
}
