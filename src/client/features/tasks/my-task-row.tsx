import { AlertTriangle, MoreHorizontal, NotebookPen, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isRecurring, MY_TASK_STATUSES, myTaskStatusLabels, type MyTask, type MyTaskStatus } from '@shared/tasks';
import { menuContentClasses, menuItemClasses } from '@/components/layout/nav-dropdown';
import { MenuButton, menuItemHandlers } from '@/components/ui/menu-button';
import { cn } from '@/lib/utils';
import { formatDay } from './task-format';

interface Props {
  item: MyTask;
  onDone: (done: boolean) => void;
  onStatus: (status: MyTaskStatus) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * One of My Tasks as a checklist row: a checkbox that marks it done, its title (a link to it in
 * the library), when it is due, and a "⋯" menu with edit, change status and remove. One or two
 * lines on a phone.
 */
export function MyTaskRow({ item, onDone, onStatus, onEdit, onRemove }: Props) {
  const title = item.task.task;
  const done = item.status === 'done';
  // The tick shows the moment it is clicked; the list's optimistic update follows a few ticks later
  // (after its in-flight reads are cancelled), and any change of the row, that update or its
  // rollback, hands the box back to the data: the click holds only for the row it was made on.
  const [ticked, setTicked] = useState<{ on: MyTask; checked: boolean } | null>(null);
  const checked = ticked?.on === item ? ticked.checked : done;
  return (
    <li className="flex items-start gap-3 px-3 py-2.5 sm:px-4">
      <label className="-m-1.5 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg hover:bg-brand-50">
        <input
          type="checkbox"
          className="size-5 accent-brand-800"
          checked={checked}
          aria-label={`Done: ${title}`}
          onChange={(e) => {
            setTicked({ on: item, checked: e.target.checked });
            onDone(e.target.checked);
          }}
        />
      </label>
      <div className="min-w-0 flex-1">
        <Link
          to={`/business-tasks?q=${encodeURIComponent(title)}`}
          className={cn(
            'font-semibold text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500',
            done && 'font-medium text-slate-600 line-through decoration-slate-400',
          )}
        >
          {title}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-600">
          {item.dueDate ? (
            <span className={cn(item.overdue && 'inline-flex items-center gap-1 font-semibold text-red-800')}>
              {item.overdue ? <AlertTriangle aria-hidden="true" className="size-3.5" /> : null}
              {item.overdue ? 'Overdue, was due' : done ? 'Was due' : 'Due'} {formatDay(item.dueDate)}
            </span>
          ) : (
            <span>No due date</span>
          )}
          {item.status === 'in_progress' ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-900">In progress</span>
          ) : null}
          {isRecurring(item.task.frequency) ? (
            <span className="inline-flex items-center gap-1">
              <Repeat aria-hidden="true" className="size-3.5" /> {item.task.frequency}
            </span>
          ) : null}
          {item.notes ? (
            <span className="inline-flex min-w-0 items-center gap-1" title={item.notes}>
              <NotebookPen aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="max-w-48 truncate">{item.notes}</span>
            </span>
          ) : null}
        </p>
      </div>
      <MenuButton
        label={`Actions: ${title}`}
        align="end"
        triggerClassName="-my-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-accent-500 data-[state=open]:bg-brand-50"
        trigger={<MoreHorizontal aria-hidden="true" className="size-5" />}
        contentClassName={menuContentClasses}
      >
        {(close) => (
          <>
            <button
              type="button"
              role="menuitem"
              {...menuItemHandlers}
              className={menuItemClasses}
              onClick={() => {
                close();
                onEdit();
              }}
            >
              <span className="flex items-center gap-2">
                <Pencil aria-hidden="true" className="size-4" /> Edit due date and notes
              </span>
            </button>
            <div role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold text-slate-500">
              Change status
            </div>
            {MY_TASK_STATUSES.filter((s) => s !== item.status).map((s) => (
              <button
                key={s}
                type="button"
                role="menuitem"
                {...menuItemHandlers}
                className={menuItemClasses}
                onClick={() => {
                  close();
                  onStatus(s);
                }}
              >
                Move to {myTaskStatusLabels[s]}
              </button>
            ))}
            <div role="separator" className="my-1 h-px bg-slate-200" />
            <button
              type="button"
              role="menuitem"
              {...menuItemHandlers}
              className={cn(menuItemClasses, 'text-red-800 hover:text-red-900 focus:text-red-900')}
              onClick={() => {
                close();
                onRemove();
              }}
            >
              <span className="flex items-center gap-2">
                <Trash2 aria-hidden="true" className="size-4" /> Remove
              </span>
            </button>
          </>
        )}
      </MenuButton>
    </li>
  );
}
