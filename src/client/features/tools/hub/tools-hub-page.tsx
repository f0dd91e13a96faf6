import { Calculator, X } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useTools } from './api';
import { filterTools, groupTools } from './filter';
import { CardPicture, ToolCardView } from './tool-card';

/** What a card says in place of Open when the caller's role does not hold the tool's permission. */
const TOOL_LOCKED = 'Your role does not include this tool: ask your gym’s owner';

const plural = (n: number) => `${n} ${n === 1 ? 'tool' : 'tools'}`;

function HubSkeleton() {
  return (
    <div className="mt-2 grid gap-10" aria-hidden="true">
      {[0, 1].map((section) => (
        <div key={section}>
          <Skeleton className="h-7 w-40" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
          <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <div
                key={i}
                className="flex gap-3 overflow-hidden rounded-2xl border border-slate-200 p-3 sm:flex-col sm:gap-0 sm:p-0"
              >
                <Skeleton className="aspect-video w-28 shrink-0 self-start rounded-lg sm:w-full sm:rounded-none" />
                <div className="grid flex-1 content-start gap-2 sm:p-5">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** /tools: every built tool as a card with its picture, grouped by purpose, with a search over them. */
export default function ToolsHubPage({ path }: PageProps) {
  useRouteTitle(path);
  const tools = useTools();
  const [search, setSearch] = useState('');
  const all = tools.data ?? [];
  const shown = filterTools(all, search);
  const groups = groupTools(shown);
  const searching = search.trim() !== '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Calculator aria-hidden="true" className="size-4" /> Tools
          </span>
        }
        title="Business tools"
        description={
          <>
            Calculators and planners for the numbers behind your gym: what to charge, what things cost, how full your
            classes and floor are, and how many families stay. Each one answers as you type.
          </>
        }
      />

      <div className="mt-8">
        <QueryState
          query={tools}
          loading={<HubSkeleton />}
          loadingLabel="Loading the tools"
          errorFallback="The tools could not be loaded. Please try again."
          isEmpty={(list) => list.length === 0}
          empty={
            <p className="max-w-xl rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
              No tools are ready yet. They will appear here as soon as they are.
            </p>
          }
        >
          {() => (
            <>
              <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
                <SearchBox
                  label="Find a tool"
                  className="w-full max-w-md"
                  value={search}
                  placeholder="Find a tool: pricing, churn, loan…"
                  autoComplete="off"
                  onChange={(e) => setSearch(e.target.value)}
                />
                {searching ? null : (
                  <nav aria-label="Tool groups">
                    <ul className="flex flex-wrap gap-2">
                      {groups.map((group) => (
                        <li key={group.key}>
                          <a
                            href={`#tools-${group.key}`}
                            className="inline-flex h-9 items-center gap-2 rounded-full border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                          >
                            {group.title}
                            <span className="rounded-full bg-brand-50 px-1.5 text-xs text-brand-700">
                              {group.tools.length}
                            </span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
              </div>
              <p className="sr-only" role="status">
                {searching ? `${plural(shown.length)} found` : ''}
              </p>

              {shown.length === 0 ? (
                <div className="mt-8 max-w-xl rounded-2xl border border-slate-200 bg-slate-50 p-6">
                  <p className="font-semibold text-brand-900">No tool matches “{search.trim()}”.</p>
                  <p className="mt-1 text-sm text-slate-600">Try another word, such as price, class or loan.</p>
                  <Button variant="outline" size="sm" className="mt-4" onClick={() => setSearch('')}>
                    <X aria-hidden="true" /> Clear the search
                  </Button>
                </div>
              ) : (
                <div className="mt-8 grid gap-12">
                  {groups.map((group) => (
                    <section
                      key={group.key}
                      id={`tools-${group.key}`}
                      aria-labelledby={`tools-${group.key}-title`}
                      className="scroll-mt-24"
                    >
                      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                        <h2 id={`tools-${group.key}-title`} className="text-2xl font-bold text-brand-900">
                          {group.title}
                        </h2>
                        <p className="text-slate-600">{group.blurb}</p>
                      </div>
                      <ul className="mt-5 grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
                        {group.tools.map((tool) => (
                          <li key={tool.slug} className="flex">
                            <ToolCardView
                              to={tool.path}
                              locked={tool.canUse ? undefined : TOOL_LOCKED}
                              title={tool.title}
                              description={tool.description}
                              picture={<CardPicture src={tool.imageUrl} />}
                            />
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              )}
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
