import { ArrowRight, CalendarCheck, GraduationCap, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@/features/accounts';
import { eventLongDay, eventTime, isPast, useMyEvents } from '@/features/events';
import { useMyTasks } from '@/features/tasks';
import { Skeleton } from '@/components/ui/skeleton';
import { calendarDay } from '@/lib/format';

const cardClasses = 'flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card';
const linkClasses =
  'mt-auto inline-flex min-h-10 items-center gap-1.5 pt-3 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500';

/** The member's next event they said yes to, soonest first; none when nothing is ahead. */
function NextEvent() {
  const { data, isPending, isError } = useMyEvents();
  const next = (data ?? [])
    .filter((rsvp) => rsvp.status === 'going' && !isPast(rsvp.event.date))
    .sort((a, b) => Date.parse(a.event.date) - Date.parse(b.event.date))[0];
  return (
    <section aria-labelledby="member-next-event" className={cardClasses}>
      <h3 id="member-next-event" className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <CalendarCheck aria-hidden="true" className="size-4 text-brand-700" /> Your next event
      </h3>
      {isPending ? (
        <Skeleton className="mt-3 h-12 w-full" />
      ) : isError ? (
        <p className="mt-2 text-slate-700">Your events could not be loaded just now.</p>
      ) : next ? (
        <>
          <Link
            to={`/events/${next.event.id}`}
            className="mt-2 text-lg font-bold text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            {next.event.title}
          </Link>
          <p className="text-sm text-slate-700">
            {eventLongDay(next.event)} · {eventTime(next.event)}
            {next.mode === 'zoom' ? ' · on Zoom' : next.event.location ? ` · ${next.event.location}` : ''}
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">You have not said yes to an event yet.</p>
      )}
      <Link to={next ? '/my-events' : '/events'} className={linkClasses}>
        {next ? 'All my events' : 'Find an event'} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The member's open tasks that are overdue or due in the next seven days, soonest first. */
function TasksDue() {
  const { data, isPending, isError } = useMyTasks();
  const horizon = new Date(Date.now() + WEEK_MS).toISOString().slice(0, 10);
  const due = (data ?? [])
    .filter((t) => t.status !== 'done' && (t.overdue || (t.dueDate !== null && t.dueDate <= horizon)))
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
  return (
    <section aria-labelledby="member-tasks" className={cardClasses}>
      <h3 id="member-tasks" className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <ListChecks aria-hidden="true" className="size-4 text-brand-700" /> Due this week
      </h3>
      {isPending ? (
        <Skeleton className="mt-3 h-12 w-full" />
      ) : isError ? (
        <p className="mt-2 text-slate-700">Your tasks could not be loaded just now.</p>
      ) : due.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing due this week.</p>
      ) : (
        <ul className="mt-2 grid min-w-0 gap-1 text-slate-800">
          {due.slice(0, 3).map((t) => (
            <li key={t.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-3">
              <span className="min-w-0 truncate font-medium">{t.task.task}</span>
              <span
                className={
                  t.overdue ? 'shrink-0 text-sm font-semibold text-red-700' : 'shrink-0 text-sm text-slate-600'
                }
              >
                {t.overdue ? 'Overdue' : calendarDay(t.dueDate)}
              </span>
            </li>
          ))}
          {due.length > 3 ? <li className="text-sm text-slate-600">and {due.length - 3} more</li> : null}
        </ul>
      )}
      <Link to="/my-tasks" className={linkClasses}>
        Open My Tasks <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/** A place of the member's own to go on from: where the work lives. */
interface GoOnProps {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  label: string;
}

function GoOn({ id, icon, title, text, to, label }: GoOnProps) {
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon} {title}
      </h3>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to={to} className={linkClasses}>
        {label} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/**
 * A signed-in member's own day, above the club's story on `/`: their next event, their tasks and
 * their learning, each with its link (decision 0154).
 */
export default function MemberDay({ user }: { user: User }) {
  return (
    <section aria-labelledby="member-day" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h2 id="member-day" className="text-2xl font-extrabold tracking-tight text-brand-900">
          Welcome back, {user.firstName}
        </h2>
        <div className="mt-5 grid gap-4 md:grid-cols-3">
          <NextEvent />
          <TasksDue />
          <GoOn
            id="member-learning"
            icon={<GraduationCap aria-hidden="true" className="size-4 text-brand-700" />}
            title="Keep learning"
            text="Pick up the module you started, or find the next one."
            to="/learning-hub"
            label="Open the Learning Hub"
          />
        </div>
      </div>
    </section>
  );
}
