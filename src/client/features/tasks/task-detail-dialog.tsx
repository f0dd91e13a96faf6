import { REVENUE_TIERS, revenueTierLabels, type Task } from '@shared/tasks';
import { Dialog } from '@/components/ui/dialog';
import { AddToMyTasks } from './add-button';
import { EnhancedText, PriorityBadge, StartupBadge, ThemeChip } from './task-bits';

/** One library task in full: what it is, its priority at each tier, and the step-by-step guide. */
export function TaskDetailDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={task?.task ?? ''}
      description={task ? `${task.functionLabel} · ${task.frequency} · Owner: ${task.owner}` : undefined}
      className="max-w-2xl"
    >
      {task ? (
        <div className="grid gap-5">
          {task.startupCritical || task.themes.length ? (
            <div className="flex flex-wrap gap-2">
              {task.startupCritical ? <StartupBadge /> : null}
              {task.themes.map((t) => (
                <ThemeChip key={t.id} name={t.name} colour={t.colour} />
              ))}
            </div>
          ) : null}
          {task.description ? <p className="text-slate-800">{task.description}</p> : null}
          <section aria-labelledby="task-priorities">
            <h3 id="task-priorities" className="text-sm font-bold text-brand-900">
              Priority by annual revenue
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {REVENUE_TIERS.map((tier) => (
                <div key={tier} className="rounded-lg border border-slate-200 px-3 py-2">
                  <dt className="text-xs text-slate-600">{revenueTierLabels[tier]}</dt>
                  <dd className="mt-1">
                    <PriorityBadge priority={task.priorities[tier] ?? 'low'} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="task-guide" className="rounded-xl bg-slate-50 p-4">
            <h3 id="task-guide" className="text-sm font-bold tracking-wide text-accent-800 uppercase">
              How to do it well
            </h3>
            <div className="mt-3">
              {task.enhancedText ? (
                <EnhancedText text={task.enhancedText} />
              ) : (
                <p className="text-sm text-slate-600">
                  The step-by-step guide for this task is being written. The description above says what it covers.
                </p>
              )}
            </div>
          </section>
          <div className="flex justify-end">
            <AddToMyTasks taskId={task.id} task={task.task} inMyTasks={task.myTaskId !== null} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
