import { AlertTriangle, CalendarDays, Pencil, Repeat, Trash2 } from 'lucide-react';
import { isRecurring, MY_TASK_STATUSES, myTaskStatusLabels, type MyTask, type MyTaskStatus } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { StartupBadge, TaskMeta } from './task-bits';
import { formatDay } from './task-format';

interface Props {
  item: MyTask;
  pending: boolean;
  onStatus: (status: MyTaskStatus) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One of My Tasks: due date (flagged when overdue), status, notes, edit and remove. */
export function MyTaskCard({ item, pending, onStatus, onEdit, onRemove }: Props) {
  const statusId = `my-task-status-${item.id}`;
  return (
    <li
      className={cn(
        'grid gap-3 rounded-2xl border bg-white p-4 sm:p-5 md:grid-cols-[1fr_auto] md:gap-6',
        item.overdue ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200',
      )}
    >
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {item.overdue ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
              <AlertTriangle aria-hidden="true" className="size-3.5" /> Overdue
            </span>
          ) : null}
          {item.dueDate ? (
            <span
              className={cn(
                'inline-flex items-center gap-1',
                item.overdue ? 'font-semibold text-red-800' : 'text-slate-700',
              )}
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              {item.status === 'done' ? 'Was due' : 'Due'} {formatDay(item.dueDate)}
            </span>
          ) : (
            <span className="text-slate-600">No due date</span>
          )}
          {isRecurring(item.task.frequency) ? (
            <span className="inline-flex items-center gap-1 text-slate-600">
              <Repeat aria-hidden="true" className="size-4" /> Repeats {item.task.frequency.toLowerCase()}
            </span>
          ) : null}
          {item.task.startupCritical ? <StartupBadge /> : null}
        </div>
        <div>
          <h3
            className={cn(
              'font-bold text-brand-900',
              item.status === 'done' && 'text-slate-700 line-through decoration-slate-400',
            )}
          >
            {item.task.task}
          </h3>
          <TaskMeta functionLabel={item.task.functionLabel} frequency={item.task.frequency} owner={item.task.owner} />
          {item.notes ? (
            <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800">
              {item.notes}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 md:flex-col md:items-end md:justify-start">
        <div className="grid gap-1">
          <label htmlFor={statusId} className="text-xs font-semibold text-slate-700">
            Status<span className="sr-only"> of {item.task.task}</span>
          </label>
          <Select
            id={statusId}
            className="h-10 w-40"
            value={item.status}
            disabled={pending}
            onChange={(e) => onStatus(e.target.value as MyTaskStatus)}
          >
            {MY_TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {myTaskStatusLabels[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit due date and notes: ${item.task.task}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove: ${item.task.task}`}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
