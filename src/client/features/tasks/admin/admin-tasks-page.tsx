import { Pencil, Plus, Shapes, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REVENUE_TIERS, revenueTierLabels, type Task } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { PageNav } from '@/components/ui/page-nav';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useLibrary, useThemes } from '../api';
import { LibraryFilters, type LibraryFilter } from '../library-filters';
import { PriorityBadge } from '../task-bits';
import { useAnalyseThemes, useDeleteTask, useEnhance, useSaveTask, useRefreshTasks } from './api';
import { JobStatus } from '@/components/ui/job-status';
import { TaskForm, taskFormDefaults } from './task-form';
import { ThemesPanel } from './themes-panel';

const PAGE_SIZE = 25;

/**
 * /admin/business-tasks: the library with search and filters, create (in a dialog), edit, delete,
 * Enhance per task and Analyse themes (both followed as jobs), and the themes with their colours.
 */
export default function AdminTasksPage({ path }: PageProps) {
  useRouteTitle(path);
  const refreshTasks = useRefreshTasks();
  const [params, setParams] = useSearchParams();
  const filter: LibraryFilter = {
    tier: '',
    function: params.get('function') ?? '',
    frequency: params.get('frequency') ?? '',
    owner: params.get('owner') ?? '',
    startupCritical: params.get('startupCritical') ?? '',
    theme: params.get('theme') ?? '',
    q: params.get('q') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLibrary(filter);
  const themes = useThemes();
  const enhance = useEnhance();
  const analyse = useAnalyseThemes();
  const remove = useDeleteTask();
  const save = useSaveTask();
  const [jobs, setJobs] = useState<Record<number, number>>({});
  const [analysisJob, setAnalysisJob] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Task | null>(null);

  const update = (changes: Partial<LibraryFilter> & { page?: string }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const rows = list.data ?? [];
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const startEnhance = (task: Task) =>
    enhance.mutate(task.id, {
      onSuccess: (r) => setJobs((j) => ({ ...j, [task.id]: r.jobId })),
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Business tasks"
        description="The task library members choose from, its step-by-step guides and themes."
        actions={
          <>
            <Button
              variant="outline"
              disabled={analyse.isPending}
              onClick={() =>
                analyse.mutate(undefined, {
                  onSuccess: (r) => setAnalysisJob(r.jobId),
                  onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
                })
              }
            >
              <Shapes aria-hidden="true" /> Analyse themes
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" /> New task
            </Button>
          </>
        }
      />
      {analysisJob ? (
        <div className="mt-3">
          <JobStatus key={analysisJob} jobId={analysisJob} label="Theme analysis" onFinished={refreshTasks} />
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <LibraryFilters
            idPrefix="admin-tasks"
            filter={filter}
            themes={themes.data ?? []}
            showTier={false}
            columns="md:grid-cols-3"
            onChange={update}
          />
          {list.isLoading ? (
            <p role="status" className="mt-6 text-slate-600">
              Loading tasks…
            </p>
          ) : list.isError ? (
            <div className="mt-6 max-w-xl">
              <ErrorNotice error={list.error} fallback="The tasks could not be loaded. Please try again." />
            </div>
          ) : rows.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No task matches.
            </p>
          ) : (
            <>
              <p className="mt-4 text-sm text-slate-600">{rows.length} tasks</p>
              <ul
                className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
                aria-label="Tasks"
              >
                {shown.map((task) => (
                  <li key={task.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
                    <div className="grid min-w-0 gap-1">
                      <p className="font-semibold text-brand-900">{task.task}</p>
                      <p className="text-sm text-slate-600">
                        {task.functionLabel} · {task.frequency} · {task.owner}
                        {task.startupCritical ? ' · Startup-critical' : ''}
                      </p>
                      <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                        {REVENUE_TIERS.map((tier) => (
                          <span key={tier} className="inline-flex items-center gap-1">
                            {revenueTierLabels[tier]}
                            <PriorityBadge priority={task.priorities[tier] ?? 'low'} />
                          </span>
                        ))}
                        <span className="ml-1">{task.enhancedText ? 'Guide written' : 'No guide yet'}</span>
                      </p>
                      {jobs[task.id] ? (
                        <JobStatus
                          key={jobs[task.id]}
                          jobId={jobs[task.id]!}
                          label="Enhancement"
                          onFinished={refreshTasks}
                        />
                      ) : null}
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => startEnhance(task)}
                        aria-label={`Enhance ${task.task}`}
                      >
                        <Wand2 aria-hidden="true" /> Enhance
                      </Button>
                      <Button asChild size="sm" variant="ghost">
                        <Link to={`/admin/business-tasks/${task.id}/edit`} aria-label={`Edit ${task.task}`}>
                          <Pencil aria-hidden="true" /> Edit
                        </Link>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete ${task.task}`}
                        onClick={() => setToDelete(task)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <PageNav
                page={page}
                pageSize={PAGE_SIZE}
                total={rows.length}
                onPage={(p) => update({ page: String(p) })}
              />
            </>
          )}
        </div>
        <ThemesPanel />
      </div>

      <Dialog open={creating} onOpenChange={setCreating} title="New business task" className="max-w-2xl">
        {creating ? (
          <TaskForm
            initial={taskFormDefaults()}
            themes={themes.data ?? []}
            submitLabel="Create task"
            error={save.error}
            onCancel={() => setCreating(false)}
            onSubmit={(values) =>
              save.mutateAsync({ id: null, values }).then((saved) => {
                toast({ title: 'Task created', description: saved.task });
                setCreating(false);
              })
            }
          />
        ) : null}
      </Dialog>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(t) => `Delete “${t.task}”?`}
        description="It leaves the library, and every member’s My Tasks entry for it goes with it. This cannot be undone."
        confirmLabel="Delete task"
        remove={remove}
        deleted={(t) => ({ title: 'Task deleted', description: t.task })}
      />
    </div>
  );
}
