import { ListChecks, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { revenueTierLabels, TASK_GOALS, type RevenueTier, type WizardResult } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddMyTasks, useLibrary } from './api';
import { PriorityBadge, TaskMeta } from './task-bits';

const goalLabel = (id: string) => TASK_GOALS.find((g) => g.id === id)?.label ?? id;

/** The wizard's answer: the recommended tasks with why each was picked, to add all or some. */
export function WizardResults({ result, onChange }: { result: WizardResult; onChange: () => void }) {
  const library = useLibrary({});
  const add = useAddMyTasks();
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [outcome, setOutcome] = useState<{ added: number; skipped: number } | null>(null);
  const byId = new Map((library.data ?? []).map((t) => [t.id, t]));
  const tasks = result.recommendedTaskIds.flatMap((id) => {
    const task = byId.get(id);
    return task ? [task] : [];
  });
  const tier = result.revenueTier as RevenueTier;

  const addTasks = (ids: number[]) =>
    add.mutate(ids, {
      onSuccess: (r) => {
        setOutcome({ added: r.added.length, skipped: r.skipped.length });
        setTicked(new Set());
      },
    });

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="wizard-answers"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-start sm:justify-between"
      >
        <div>
          <h2 id="wizard-answers" className="text-sm font-bold tracking-wide text-accent-800 uppercase">
            Your answers
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">Role</dt>
            <dd>{result.role}</dd>
            <dt className="font-semibold text-slate-700">Revenue</dt>
            <dd>{revenueTierLabels[tier] ?? result.revenueTier} a year</dd>
            <dt className="font-semibold text-slate-700">Goals</dt>
            <dd>{result.goals.map(goalLabel).join(', ')}</dd>
            <dt className="font-semibold text-slate-700">First year</dt>
            <dd>{result.startup ? 'Yes' : 'No'}</dd>
          </dl>
        </div>
        <Button variant="outline" size="sm" onClick={onChange}>
          <Pencil aria-hidden="true" /> Change my answers
        </Button>
      </section>

      <section aria-labelledby="wizard-picks">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="wizard-picks" className="text-2xl font-bold text-brand-900">
              Your {result.recommendedTaskIds.length} recommended tasks
            </h2>
            <p className="mt-1 text-slate-600">The most important first, each with the reason it was picked.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={ticked.size === 0 || add.isPending}
              onClick={() => addTasks([...ticked])}
            >
              Add selected ({ticked.size})
            </Button>
            <Button disabled={add.isPending || tasks.length === 0} onClick={() => addTasks(result.recommendedTaskIds)}>
              {add.isPending ? 'Adding…' : `Add all ${result.recommendedTaskIds.length}`}
            </Button>
          </div>
        </div>
        <div className="mt-4 grid gap-3">
          <ErrorNotice error={add.error} fallback="The tasks could not be added. Please try again." />
          {outcome ? (
            <Notice
              tone="success"
              role="status"
              title={`Added ${outcome.added} ${outcome.added === 1 ? 'task' : 'tasks'} to My Tasks`}
            >
              {outcome.skipped ? `${outcome.skipped} were already in your list. ` : ''}
              <Link to="/my-tasks" className="font-semibold underline">
                Open My Tasks
              </Link>
            </Notice>
          ) : null}
        </div>
        {library.isLoading ? (
          <div className="mt-4 grid gap-3" role="status" aria-label="Loading the recommended tasks">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 rounded-2xl" />
            ))}
          </div>
        ) : library.isError ? (
          <div className="mt-4">
            <ErrorNotice error={library.error} fallback="The tasks could not be loaded. Please try again." />
          </div>
        ) : (
          <ol className="mt-4 grid gap-3">
            {tasks.map((task, i) => {
              const id = `pick-${task.id}`;
              const inList = task.myTaskId !== null;
              return (
                <li key={task.id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand-900"
                    checked={ticked.has(task.id)}
                    disabled={inList}
                    onChange={() =>
                      setTicked((s) => {
                        const next = new Set(s);
                        if (next.has(task.id)) next.delete(task.id);
                        else next.add(task.id);
                        return next;
                      })
                    }
                  />
                  <div className="grid min-w-0 gap-1">
                    <label htmlFor={id} className="font-bold text-brand-900">
                      <span className="text-slate-500">{i + 1}.</span> {task.task}
                    </label>
                    <TaskMeta functionLabel={task.functionLabel} frequency={task.frequency} owner={task.owner} />
                    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                      <PriorityBadge priority={task.priorities[tier] ?? 'low'} />
                      <span>
                        <span className="font-semibold">Why: </span>
                        {result.reasons[String(task.id)]}
                      </span>
                    </p>
                    {inList ? (
                      <p className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                        <ListChecks aria-hidden="true" className="size-4" /> In My Tasks
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
