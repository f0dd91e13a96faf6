import { TASK_FREQUENCIES, type MyTaskStatus, type TaskFrequency } from './vocabulary';

/** When a task of My Tasks is due, and the order My Tasks shows. */

/** Whether a task comes back after it is done (every frequency but One-time). */
export function isRecurring(frequency: string): boolean {
  return frequency !== 'One-time' && (TASK_FREQUENCIES as readonly string[]).includes(frequency);
}

const pad = (n: number) => String(n).padStart(2, '0');
export const toDateOnly = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parseDateOnly = (v: string) => new Date(`${v}T00:00:00Z`);

const MONTHS_IN: Partial<Record<TaskFrequency, number>> = { Monthly: 1, Quarterly: 3, Annually: 12 };
const DAYS_IN: Partial<Record<TaskFrequency, number>> = { Daily: 1, Weekly: 7 };

/** `n` periods after `date` in one step; a month from Jan 31 is the last day of February. */
function addPeriods(date: string, frequency: TaskFrequency, n: number): string {
  const d = parseDateOnly(date);
  const days = DAYS_IN[frequency];
  const months = MONTHS_IN[frequency];
  if (days) d.setUTCDate(d.getUTCDate() + days * n);
  else if (months) {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months * n);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return toDateOnly(d);
}

/** One period after `date`; a month from Jan 31 is the last day of February. */
export function addPeriod(date: string, frequency: TaskFrequency): string {
  return addPeriods(date, frequency, 1);
}

/** The first due date of a task added today: one period away, none for a one-time task. */
export function firstDueDate(frequency: TaskFrequency, today: string): string | null {
  return isRecurring(frequency) ? addPeriod(today, frequency) : null;
}

/**
 * Where a recurring task's due date rolls when it is done: the first whole number of periods
 * after the old due date that falls after today, so a task done late does not come back already
 * overdue. Computed in one step, however many years overdue the task was.
 */
export function nextDueDate(frequency: TaskFrequency, dueDate: string | null, today: string): string | null {
  if (!isRecurring(frequency)) return null;
  const from = dueDate ?? today;
  if (from > today) return addPeriod(from, frequency);
  const a = parseDateOnly(from);
  const b = parseDateOnly(today);
  const days = DAYS_IN[frequency];
  // Whole periods from `from` to today (a lower bound for months), then the first one past today.
  let n = days
    ? Math.floor((b.getTime() - a.getTime()) / 86_400_000 / days)
    : Math.floor(
        ((b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth()) / MONTHS_IN[frequency]!,
      );
  n = Math.max(1, n);
  let next = addPeriods(from, frequency, n);
  while (next <= today) next = addPeriods(from, frequency, ++n);
  return next;
}

export const isOverdue = (dueDate: string | null, status: MyTaskStatus, today: string) =>
  status !== 'done' && dueDate !== null && dueDate < today;

/** My Tasks order within a status: overdue first, then by due date (none last), then newest. */
export function compareMyTasks(
  a: { dueDate: string | null; id: number },
  b: { dueDate: string | null; id: number },
): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return b.id - a.id;
}

/** The groups of My Tasks as a checklist, in the order the page shows them. */
export const MY_TASK_GROUPS = ['overdue', 'week', 'later', 'done'] as const;
export type MyTaskGroup = (typeof MY_TASK_GROUPS)[number];
export const myTaskGroupLabels: Record<MyTaskGroup, string> = {
  overdue: 'Overdue',
  week: 'This week',
  later: 'Later',
  done: 'Done',
};

/**
 * Where a task of My Tasks sits: done ones in Done; open ones overdue (due before today), this
 * week (due today or in the six days after) or later (due after that, or no due date).
 */
export function myTaskGroup(item: { status: MyTaskStatus; dueDate: string | null }, today: string): MyTaskGroup {
  if (item.status === 'done') return 'done';
  if (item.dueDate === null) return 'later';
  if (isOverdue(item.dueDate, item.status, today)) return 'overdue';
  const weekEnd = parseDateOnly(today);
  weekEnd.setUTCDate(weekEnd.getUTCDate() + 6);
  return item.dueDate <= toDateOnly(weekEnd) ? 'week' : 'later';
}
