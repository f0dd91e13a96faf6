import { ArrowRight, CalendarCheck, GraduationCap, Inbox, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePermissions, type User } from '@/features/accounts';
import { useAdminAreas } from '@/features/admin';
import { useMyChapter } from '@/features/chapters';
import { eventLongDay, eventTime, isPast, useMyEvents } from '@/features/events';
import { useHub } from '@/features/learning';
import { useMyTasks } from '@/features/tasks';
import { Skeleton } from '@/components/ui/skeleton';
import { calendarDay } from '@/lib/format';
import { usePendingCount } from '@/lib/pending-count';

const cardClasses = 'flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card';
const linkClasses =
  'mt-auto inline-flex min-h-10 items-center gap-1.5 pt-3 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500';

/** One card of the member's day: its heading with an icon, what it says, and the way on from it. */
function DayCard({
  id,
  icon,
  title,
  link,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        {icon} {title}
      </h3>
      {children}
      <Link to={link.to} className={linkClasses}>
        {link.label} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/** What a card says while its data loads, or when it could not be loaded. */
function CardState({ isPending, failed }: { isPending: boolean; failed: string | null }) {
  if (isPending) return <Skeleton className="mt-3 h-12 w-full" />;
  return <p className="mt-2 text-slate-700">{failed}</p>;
}

const titleLink =
  'mt-2 text-lg font-bold text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500';

/** The member's next event they said yes to, soonest first; none when nothing is ahead. */
function NextEvent() {
  const { data, isPending, isError } = useMyEvents({ upcoming: 1, past: 0 });
  const next = (data ?? [])
    .filter((rsvp) => rsvp.status === 'going' && !isPast(rsvp.event.date))
    .sort((a, b) => Date.parse(a.event.date) - Date.parse(b.event.date))[0];
  return (
    <DayCard
      id="member-next-event"
      icon={<CalendarCheck aria-hidden="true" className="size-4 text-brand-700" />}
      title="Your next event"
      link={next ? { to: '/my-events', label: 'All my events' } : { to: '/events', label: 'Find an event' }}
    >
      {isPending || isError ? (
        <CardState isPending={isPending} failed="Your events could not be loaded just now." />
      ) : next ? (
        <>
          <Link to={`/events/${next.event.id}`} className={titleLink}>
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
    </DayCard>
  );
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The member's open tasks that are overdue or due in the next seven days, soonest first. Asked for
 * only once the member is known to keep a list (tasks.use); a skeleton until then.
 */
function TasksDue({ enabled }: { enabled: boolean }) {
  const { data, isPending, isError } = useMyTasks({ enabled });
  const horizon = new Date(Date.now() + WEEK_MS).toISOString().slice(0, 10);
  const due = (data ?? [])
    .filter((t) => t.status !== 'done' && (t.overdue || (t.dueDate !== null && t.dueDate <= horizon)))
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
  return (
    <DayCard
      id="member-tasks"
      icon={<ListChecks aria-hidden="true" className="size-4 text-brand-700" />}
      title="Due this week"
      link={{ to: '/my-tasks', label: 'Open My Tasks' }}
    >
      {isPending || isError ? (
        <CardState isPending={isPending} failed="Your tasks could not be loaded just now." />
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
    </DayCard>
  );
}

/** Where the member left off in the Learning Hub, or the hub itself when they have not started. */
function KeepLearning() {
  const { data, isPending, isError } = useHub();
  const resume = data?.resume ?? null;
  return (
    <DayCard
      id="member-learning"
      icon={<GraduationCap aria-hidden="true" className="size-4 text-brand-700" />}
      title={resume ? 'Continue where you left off' : 'Keep learning'}
      link={{ to: '/learning-hub', label: 'Open the Learning Hub' }}
    >
      {isPending || isError ? (
        <CardState isPending={isPending} failed="Your learning could not be loaded just now." />
      ) : resume ? (
        <>
          <Link to={`/learning/${resume.moduleSlug}/${resume.sectionSlug}?tab=${resume.tab}`} className={titleLink}>
            {resume.sectionTitle}
          </Link>
          <p className="text-sm text-slate-700">
            {resume.moduleTitle} · {resume.percentComplete}% done
          </p>
        </>
      ) : (
        <p className="mt-2 text-slate-700">Start a module: each one is a few short sections with a checklist.</p>
      )}
    </DayCard>
  );
}

/** The requests to join the member's own gym (GET, for its approvers). */
const MY_GYM_ACCESS_REQUESTS = '/api/my-gym/access-requests';

/** One thing waiting for the member's decision, with where it is decided. */
interface Waiting {
  count: number;
  text: string;
  to: string;
}

/**
 * What waits for the member's answer, where they are the one who answers: people asking into
 * their gym (its approvers), into their chapter (its president), and the admin lists they may
 * decide (admins and holders of those permissions). Only what has a count above nought.
 */
function useWaiting(user: User): Waiting[] {
  const { hasPermission } = usePermissions();
  const approvesGym = user.gymAccess === 'approved' && hasPermission('gym.manage');
  const gymRequests = usePendingCount(MY_GYM_ACCESS_REQUESTS, approvesGym);
  const chapter = useMyChapter();
  const joinRequests = chapter.data?.role === 'president' ? chapter.data.joinRequests.length : 0;
  const admin = useAdminAreas().flatMap((group) => group.areas);
  const waiting: Waiting[] = [
    { count: gymRequests ?? 0, text: `asking to join ${user.gym?.name ?? 'your gym'}`, to: '/my-gym/access' },
    {
      count: joinRequests,
      text: `asking to join ${chapter.data?.chapter?.name ?? 'your chapter'}`,
      to: '/breakfast-club/my-chapter',
    },
    ...admin.map((area) => ({ count: area.pending ?? 0, text: `in ${area.title}`, to: area.path })),
  ];
  return waiting.filter((w) => w.count > 0);
}

/** What waits for the member's decision; nothing at all when nothing does. */
function WaitingForYou({ waiting }: { waiting: Waiting[] }) {
  return (
    <DayCard
      id="member-waiting"
      icon={<Inbox aria-hidden="true" className="size-4 text-brand-700" />}
      title="Waiting for you"
      link={{ to: waiting[0]!.to, label: 'Answer them' }}
    >
      <ul className="mt-2 grid gap-1 text-slate-800">
        {waiting.map((w) => (
          <li key={w.to}>
            <Link
              to={w.to}
              className="font-medium hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <span className="font-bold text-brand-900">{w.count}</span> {w.text}
            </Link>
          </li>
        ))}
      </ul>
    </DayCard>
  );
}

/**
 * A signed-in member's own day, above the club's story on `/`: their next event, their tasks and
 * their learning, each with its link (decision 0154).
 */
export default function MemberDay({ user }: { user: User }) {
  const waiting = useWaiting(user);
  // A task list is for holders of tasks.use (a gym's staff roles by default): no card for the others.
  // As useKeepsTasks of @/features/tasks, without adding its chunk to every first visit's preload list.
  const permissions = usePermissions();
  const keepsTasks = permissions.isLoading || permissions.hasPermission('tasks.use');
  const cards = (waiting.length ? 1 : 0) + (keepsTasks ? 1 : 0) + 2;
  return (
    <section aria-labelledby="member-day" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h2 id="member-day" className="text-2xl font-extrabold tracking-tight text-brand-900">
          Welcome back, {user.firstName}
        </h2>
        <div
          className={
            cards === 4
              ? 'mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-4'
              : cards === 3
                ? 'mt-5 grid gap-4 md:grid-cols-3'
                : 'mt-5 grid gap-4 md:grid-cols-2'
          }
        >
          {waiting.length ? <WaitingForYou waiting={waiting} /> : null}
          <NextEvent />
          {keepsTasks ? <TasksDue enabled={!permissions.isLoading} /> : null}
          <KeepLearning />
        </div>
      </div>
    </section>
  );
}
