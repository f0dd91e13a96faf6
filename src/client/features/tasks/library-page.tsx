import { ListChecks, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REVENUE_TIERS, revenueTierLabels, type Task, type RevenueTier } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { AddToMyTasks } from './add-button';
import { useLatestWizard, useLibrary, useThemes } from './api';
import { LibraryFilters, type LibraryFilter } from './library-filters';
import { PriorityBadge, StartupBadge, TaskMeta, ThemeChip } from './task-bits';
import { TaskDetailDialog } from './task-detail-dialog';

export const PAGE_SIZE = 25;
const KEYS = ['tier', 'function', 'frequency', 'owner', 'startupCritical', 'theme', 'q'] as const;
const isTier = (v: string | null | undefined): v is RevenueTier =>
  (REVENUE_TIERS as readonly string[]).includes(v ?? '');

/**
 * /business-tasks: the library with each task's priority at the member's revenue tier (their
 * last wizard answer unless they pick another), filters and search in the address, 25 at a time.
 */
export default function LibraryPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const latest = useLatestWizard();
  const fromWizard = latest.data?.revenueTier;
  const tier: RevenueTier = isTier(params.get('tier'))
    ? (params.get('tier') as RevenueTier)
    : isTier(fromWizard)
      ? fromWizard
      : '250k';
  const filter: LibraryFilter = {
    tier,
    function: params.get('function') ?? '',
    frequency: params.get('frequency') ?? '',
    owner: params.get('owner') ?? '',
    startupCritical: params.get('startupCritical') ?? '',
    theme: params.get('theme') ?? '',
    q: params.get('q') ?? '',
  };
  const list = useLibrary(filter, !latest.isLoading);
  const themes = useThemes();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [open, setOpen] = useState<number | null>(null);
  const openTask = list.data?.find((t) => t.id === open) ?? null;

  const update = (changes: Partial<LibraryFilter>) => {
    const next = new URLSearchParams(params);
    for (const key of KEYS) {
      const value = changes[key];
      if (value === undefined) continue;
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
    setShown(PAGE_SIZE);
  };
  const filtered = KEYS.some((k) => k !== 'tier' && filter[k]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Resources"
        title="Business task library"
        description="Proven tasks for every part of running a gym. Pick the ones that matter at your size and add them to your list."
        actions={
          <>
            <Button asChild variant="accent">
              <Link to="/task-wizard">
                <Sparkles aria-hidden="true" /> Task wizard
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/my-tasks">
                <ListChecks aria-hidden="true" /> My Tasks
              </Link>
            </Button>
          </>
        }
      />

      <div className="mt-8">
        <LibraryFilters idPrefix="library" filter={filter} themes={themes.data ?? []} onChange={update} />
        <p className="mt-2 text-sm text-slate-600">
          Priorities shown for a gym of about {revenueTierLabels[tier]} a year
          {!params.get('tier') && isTier(fromWizard) ? ' (from your task wizard answers)' : ''}; the most important come
          first.
        </p>
      </div>

      {list.isLoading || latest.isLoading ? (
        <div className="mt-6 grid gap-3" role="status" aria-label="Loading tasks">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : list.isError || !list.data ? (
        <div className="mt-6 max-w-xl">
          <ErrorNotice error={list.error} fallback="The task library could not be loaded. Please try again." />
        </div>
      ) : list.data.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-xl font-bold text-brand-900">No task matches</h2>
          <p className="mt-2 text-slate-600">Try another word or fewer filters.</p>
          {filtered ? (
            <Button
              className="mt-4"
              variant="outline"
              onClick={() => update({ function: '', frequency: '', owner: '', startupCritical: '', theme: '', q: '' })}
            >
              Clear the filters
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm font-semibold text-slate-700" aria-live="polite">
            {list.data.length} {list.data.length === 1 ? 'task' : 'tasks'}
            {list.data.length > shown ? ` · showing ${shown}` : ''}
          </p>
          <ul className="mt-3 grid gap-3" aria-label="Tasks">
            {list.data.slice(0, shown).map((task) => (
              <TaskRow key={task.id} task={task} tier={tier} onOpen={() => setOpen(task.id)} />
            ))}
          </ul>
          {list.data.length > shown ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                Show more ({Math.min(PAGE_SIZE, list.data.length - shown)} of {list.data.length - shown} left)
              </Button>
            </div>
          ) : null}
        </>
      )}
      <TaskDetailDialog task={openTask} onClose={() => setOpen(null)} />
    </div>
  );
}

function TaskRow({ task, tier, onOpen }: { task: Task; tier: RevenueTier; onOpen: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={task.priorities[tier] ?? 'low'} />
          {task.startupCritical ? <StartupBadge /> : null}
        </div>
        <h2 className="text-base font-bold text-brand-900">
          <button
            type="button"
            onClick={onOpen}
            className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            {task.task}
          </button>
        </h2>
        <TaskMeta functionLabel={task.functionLabel} frequency={task.frequency} owner={task.owner} />
        {task.themes.length ? (
          <div className="flex flex-wrap gap-1.5">
            {task.themes.map((t) => (
              <ThemeChip key={t.id} name={t.name} colour={t.colour} />
            ))}
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <AddToMyTasks taskId={task.id} task={task.task} inMyTasks={task.myTaskId !== null} />
        <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Details: ${task.task}`}>
          Details
        </Button>
      </div>
    </li>
  );
}
