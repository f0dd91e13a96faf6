import { ChevronDown, ClipboardList, Library, Plus, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  MY_TASK_GROUPS,
  myTaskGroup,
  myTaskGroupLabels,
  myTaskStatusLabels,
  type MyTask,
  type MyTaskGroup,
  type MyTaskStatus,
} from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useMyTasks, useRemoveMyTask, useSetMyTaskStatus } from './api';
import { MyTaskEditDialog } from './my-task-edit-dialog';
import { MyTaskRow } from './my-task-row';
import { NoTaskList } from './no-task-list';
import { useKeepsTasks } from './use-keeps-tasks';
import { formatDay, localToday } from './task-format';

const DONE_SHOWN = 10;

const emptyText: Record<Exclude<MyTaskGroup, 'done'>, string> = {
  overdue: 'Nothing overdue.',
  week: 'Nothing due this week.',
  later: 'Nothing planned for later. Add more from the library.',
};

/**
 * /my-tasks: the member's tasks as a checklist, grouped Overdue / This week / Later with the done
 * ones folded away; a tick marks a task done at once (put back, with a toast, if the server
 * refuses); a "⋯" menu per task edits, changes status or removes it.
 */
export default function MyTasksPage({ path }: PageProps) {
  useRouteTitle(path);
  const { keeps, ready } = useKeepsTasks();
  if (keeps) return <MyTaskList enabled={ready} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="My Space" title="My Tasks" description={INTRO} />
      <NoTaskList />
    </div>
  );
}

const INTRO = 'What you have chosen to do, with what is due next.';

/** The list itself, for holders of tasks.use; not asked for while the permissions load. */
function MyTaskList({ enabled }: { enabled: boolean }) {
  const list = useMyTasks({ enabled });
  const setStatusOf = useSetMyTaskStatus();
  const remove = useRemoveMyTask();
  const [editing, setEditing] = useState<MyTask | null>(null);
  const [removing, setRemoving] = useState<MyTask | null>(null);
  const [next, setNext] = useState<{ task: string; nextId: number } | null>(null);
  const [showDone, setShowDone] = useState(false);
  const [allDone, setAllDone] = useState(false);
  // The status a task had before it was ticked, so unticking puts it back (else To do).
  const [before, setBefore] = useState<Record<number, MyTaskStatus>>({});
  // Tasks ticked on this visit stay where they were, ticked, so the tick is seen and can be undone.
  const [stay, setStay] = useState<Record<number, MyTaskGroup>>({});
  const items = list.data ?? [];
  const today = localToday();
  const overdue = items.filter((i) => i.overdue).length;
  const open = items.filter((i) => i.status !== 'done').length;
  const nextItem = next ? items.find((i) => i.id === next.nextId) : undefined;

  const groupOf = (item: MyTask) => (item.status === 'done' && stay[item.id]) || myTaskGroup(item, today);

  const setStatus = (item: MyTask, status: MyTaskStatus) => {
    if (status === 'done' && item.status !== 'done') setBefore((b) => ({ ...b, [item.id]: item.status }));
    setStatusOf.mutate(
      { id: item.id, status },
      {
        onSuccess: (saved) => {
          if (saved.nextId) setNext({ task: item.task.task, nextId: saved.nextId });
          else if (status !== 'done')
            toast({ title: `Moved to ${myTaskStatusLabels[status]}`, description: item.task.task });
        },
        onError: (e) =>
          toast({
            title: 'The task could not be changed',
            description: errorMessage(e, `“${item.task.task}” is as it was. Please try again.`),
            variant: 'destructive',
          }),
      },
    );
  };
  const tick = (item: MyTask, done: boolean) => {
    if (done) setStay((s) => ({ ...s, [item.id]: groupOf(item) }));
    setStatus(item, done ? 'done' : before[item.id] && before[item.id] !== 'done' ? before[item.id]! : 'todo');
  };

  const row = (item: MyTask) => (
    <MyTaskRow
      key={item.id}
      item={item}
      onDone={(done) => tick(item, done)}
      onStatus={(s) => setStatus(item, s)}
      onEdit={() => setEditing(item)}
      onRemove={() => setRemoving(item)}
    />
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="My Space"
        title="My Tasks"
        description={items.length ? `${open} open${overdue ? `, ${overdue} overdue` : ''}.` : INTRO}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/business-tasks">
                <Library aria-hidden="true" /> Add from the library
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

      {items.length ? <QuickAdd /> : null}

      {next ? (
        <Notice tone="success" role="status" className="mt-6" title={`Done: ${next.task}`}>
          {nextItem?.dueDate
            ? `The next one was added to the list, due ${formatDay(nextItem.dueDate)}.`
            : 'The next one was added to the list.'}
        </Notice>
      ) : null}

      {list.isPending ? (
        <div className="mt-8 grid gap-2" role="status" aria-label="Loading your tasks">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={list.error} fallback="Your tasks could not be loaded. Please try again." />
        </div>
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        MY_TASK_GROUPS.map((group) => {
          const all = items.filter((i) => groupOf(i) === group);
          const headingId = `my-tasks-${group}`;
          const isDone = group === 'done';
          // Done can hold a hundred entries: folded away, then the latest ten until asked.
          const shown = isDone ? (showDone ? (allDone ? all : all.slice(0, DONE_SHOWN)) : []) : all;
          return (
            <section key={group} aria-labelledby={headingId} className="mt-8">
              <h2
                id={headingId}
                className={
                  group === 'overdue' && all.length
                    ? 'flex items-center gap-2 text-lg font-bold text-red-900'
                    : 'flex items-center gap-2 text-lg font-bold text-brand-900'
                }
              >
                {myTaskGroupLabels[group]}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
                  {all.length}
                </span>
              </h2>
              {isDone && all.length ? (
                <Button
                  className="mt-2"
                  size="sm"
                  variant="ghost"
                  aria-expanded={showDone}
                  aria-controls="my-tasks-done-list"
                  onClick={() => setShowDone((v) => !v)}
                >
                  <ChevronDown aria-hidden="true" className={showDone ? 'rotate-180' : undefined} />
                  {showDone ? 'Hide done tasks' : `Show ${all.length} done`}
                </Button>
              ) : null}
              {shown.length ? (
                <ul
                  id={isDone ? 'my-tasks-done-list' : undefined}
                  className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
                >
                  {shown.map(row)}
                </ul>
              ) : null}
              {isDone && showDone && shown.length < all.length ? (
                <Button className="mt-3" variant="outline" size="sm" onClick={() => setAllDone(true)}>
                  Show all {all.length} done
                </Button>
              ) : null}
              {all.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">{isDone ? 'Ticked tasks show here.' : emptyText[group]}</p>
              ) : null}
            </section>
          );
        })
      )}

      <MyTaskEditDialog item={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setRemoving(null))}
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

/** A quick way to add: search the library for a task by name. */
function QuickAdd() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = q.trim();
    void navigate(term ? `/business-tasks?q=${encodeURIComponent(term)}` : '/business-tasks');
  };
  return (
    <form role="search" aria-label="Add a task from the library" onSubmit={submit} className="mt-6 flex gap-2">
      <SearchBox
        label="Find a task in the library"
        placeholder="Find a task to add, e.g. payroll"
        className="min-w-0 flex-1"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <Button type="submit" variant="outline">
        <Plus aria-hidden="true" /> Find
      </Button>
    </form>
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
