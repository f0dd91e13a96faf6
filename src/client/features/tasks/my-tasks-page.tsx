import { ClipboardList, Library, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MY_TASK_STATUSES, myTaskStatusLabels, type MyTask, type MyTaskStatus } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useMyTasks, useRemoveMyTask, useUpdateMyTask } from './api';
import { MyTaskCard } from './my-task-card';
import { MyTaskEditDialog } from './my-task-edit-dialog';
import { formatDay } from './task-format';

const DONE_SHOWN = 10;

/** /my-tasks: the member's tasks by status, overdue first and flagged; status, due date, notes, remove. */
export default function MyTasksPage({ path }: PageProps) {
  useRouteTitle(path);
  const list = useMyTasks();
  const update = useUpdateMyTask();
  const remove = useRemoveMyTask();
  const [editing, setEditing] = useState<MyTask | null>(null);
  const [removing, setRemoving] = useState<MyTask | null>(null);
  const [next, setNext] = useState<{ task: string; nextId: number } | null>(null);
  const [allDone, setAllDone] = useState(false);
  const items = list.data ?? [];
  const overdue = items.filter((i) => i.overdue).length;
  const nextItem = next ? items.find((i) => i.id === next.nextId) : undefined;

  const setStatus = (item: MyTask, status: MyTaskStatus) =>
    update.mutate(
      { id: item.id, status },
      {
        onSuccess: (saved) => {
          if (saved.nextId) setNext({ task: item.task.task, nextId: saved.nextId });
          else toast({ title: `Moved to ${myTaskStatusLabels[status]}`, description: item.task.task });
        },
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="My Space"
        title="My Tasks"
        description={
          items.length
            ? `${items.filter((i) => i.status !== 'done').length} open${overdue ? `, ${overdue} overdue` : ''}.`
            : 'What you have chosen to do, with what is due next.'
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/business-tasks">
                <Library aria-hidden="true" /> Task library
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/task-wizard">
                <Sparkles aria-hidden="true" /> Task wizard
              </Link>
            </Button>
          </>
        }
      />

      {next ? (
        <Notice tone="success" role="status" className="mt-6" title={`Done: ${next.task}`}>
          {nextItem?.dueDate
            ? `The next one was added to To do, due ${formatDay(nextItem.dueDate)}.`
            : 'The next one was added to To do.'}
        </Notice>
      ) : null}

      {list.isLoading ? (
        <div className="mt-8 grid gap-3" role="status" aria-label="Loading your tasks">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={list.error} fallback="Your tasks could not be loaded. Please try again." />
        </div>
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        MY_TASK_STATUSES.map((status) => {
          const all = items.filter((i) => i.status === status);
          // Done can hold a hundred entries; the latest ten are enough until asked.
          const group = status === 'done' && !allDone ? all.slice(0, DONE_SHOWN) : all;
          const headingId = `my-tasks-${status}`;
          return (
            <section key={status} aria-labelledby={headingId} className="mt-10">
              <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-900">
                {myTaskStatusLabels[status]}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
                  {all.length}
                </span>
              </h2>
              {group.length ? (
                <ul className="mt-4 grid gap-3">
                  {group.map((item) => (
                    <MyTaskCard
                      key={item.id}
                      item={item}
                      pending={update.isPending && update.variables?.id === item.id}
                      onStatus={(s) => setStatus(item, s)}
                      onEdit={() => setEditing(item)}
                      onRemove={() => setRemoving(item)}
                    />
                  ))}
                </ul>
              ) : null}
              {group.length < all.length ? (
                <Button className="mt-4" variant="outline" onClick={() => setAllDone(true)}>
                  Show all {all.length} done
                </Button>
              ) : null}
              {group.length ? null : (
                <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">
                  {status === 'in_progress'
                    ? 'Nothing in progress. Change a task’s status when you start it.'
                    : status === 'done'
                      ? 'Finished tasks show here.'
                      : 'Nothing left to do. Add more from the library.'}
                </p>
              )}
            </section>
          );
        })
      )}

      <MyTaskEditDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Remove this task?"
        description={`“${removing?.task.task ?? ''}” leaves your list with its notes. You can add it again from the library.`}
        confirmLabel="Remove task"
        variant="destructive"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: 'Task removed', description: removing.task.task });
              setRemoving(null);
            },
          })
        }
      />
    </div>
  );
}

function EmptyState() {
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        <ClipboardList aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-brand-900">Your task list is empty</h2>
      <p className="mt-2 max-w-md text-slate-600">
        Answer four questions and the task wizard picks the 25 tasks that matter most for your gym, or choose your own
        from the library.
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button asChild variant="accent">
          <Link to="/task-wizard">
            <Sparkles aria-hidden="true" /> Start the task wizard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/business-tasks">
            <Library aria-hidden="true" /> Browse the library
          </Link>
        </Button>
      </div>
    </div>
  );
}
