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
import { useKeepsTasks } from './use-keeps-tasks';

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
  const access = useKeepsTasks();
  const latest = useLatestWizard({ enabled: access.keeps && access.ready });
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
  const list = useLibrary(filter, access.ready && !latest.isLoading);
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
  const visible = list.data?.slice(0, shown) ?? [];
  const common = sharedBadges(visible, tier);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Resources"
        title="Business task library"
        description={
          access.keeps
            ? 'Proven tasks for every part of running a gym. Pick the ones that matter at your size and add them to your list.'
            : 'Proven tasks for every part of running a gym, with what matters most at your size.'
        }
        actions={
          access.keeps ? (
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
          ) : null
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

      {!access.ready || list.isLoading || latest.isLoading ? (
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
          <SharedBadges tasks={visible} common={common} tier={tier} />
          <ul className="mt-3 grid gap-3" aria-label="Tasks">
            {visible.map((task) => (
              <TaskRow key={task.id} task={task} tier={tier} common={common} onOpen={() => setOpen(task.id)} />
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

/** What every shown row has in common: then the rows do not repeat it, the list says it once. */
interface Common {
  priority: string | null;
  startup: boolean;
}

const priorityAt = (task: Task, tier: RevenueTier) => task.priorities[tier] ?? 'low';

function sharedBadges(tasks: Task[], tier: RevenueTier): Common {
  const first = tasks[0];
  if (!first || tasks.length < 2) return { priority: null, startup: false };
  const priority = priorityAt(first, tier);
  return {
    priority: tasks.every((t) => priorityAt(t, tier) === priority) ? priority : null,
    startup: tasks.every((t) => t.startupCritical),
  };
}

function SharedBadges({ tasks, common, tier }: { tasks: Task[]; common: Common; tier: RevenueTier }) {
  if (!common.priority && !common.startup) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      All {tasks.length} shown:
      {common.priority ? <PriorityBadge priority={common.priority} /> : null}
      {common.priority ? <span className="sr-only">at {revenueTierLabels[tier]}</span> : null}
      {common.startup ? <StartupBadge /> : null}
    </p>
  );
}

function TaskRow({
  task,
  tier,
  common,
  onOpen,
}: {
  task: Task;
  tier: RevenueTier;
  common: Common;
  onOpen: () => void;
}) {
  const ownPriority = common.priority === null;
  const ownStartup = task.startupCritical && !common.startup;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="grid min-w-0 gap-1.5">
        {ownPriority || ownStartup ? (
          <div className="flex flex-wrap items-center gap-2">
            {ownPriority ? <PriorityBadge priority={priorityAt(task, tier)} /> : null}
            {ownStartup ? <StartupBadge /> : null}
          </div>
        ) : null}
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
