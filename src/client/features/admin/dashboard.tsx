import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard, AdminDashboardCounts } from '@shared/admin-dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTime, number } from '@/lib/format';

export const ADMIN_DASHBOARD_KEY = '/api/admin/dashboard';

/** Where each figure of the dashboard leads. */
const FIGURES: { key: keyof AdminDashboardCounts; label: string; to: string }[] = [
  { key: 'users', label: 'Members', to: '/admin/users' },
  { key: 'gyms', label: 'Gyms', to: '/admin/gyms' },
  { key: 'pendingGymSubmissions', label: 'Pending gym submissions', to: '/admin/gym-submissions' },
  { key: 'upcomingEvents', label: 'Upcoming events', to: '/admin/events' },
  { key: 'unresolvedErrors', label: 'Unresolved errors', to: '#system-health' },
  { key: 'loginsLast7Days', label: 'Logins, last 7 days', to: '/admin/users?tab=log' },
  { key: 'failedLoginsLast7Days', label: 'Failed logins, last 7 days', to: '/admin/users?tab=log' },
];

/** The admin screen an activity row's resource lives on, where there is one. */
const RESOURCE_AREAS: Record<string, string> = {
  user: '/admin/users',
  gym: '/admin/gyms',
  gym_submission: '/admin/gym-submissions',
  event: '/admin/events',
  role: '/admin/roles-permissions',
  article: '/admin/articles',
  learning_module: '/admin/learning',
  chapter: '/admin/breakfast-club',
  certificate_template: '/admin/certificates',
  business_task: '/admin/business-tasks',
};

const linkClass =
  'rounded font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500';

function AreaLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return to.startsWith('#') ? (
    <a href={to} className={className}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/**
 * The admin home's dashboard (GET /api/admin/dashboard): the counts, each a link to its screen,
 * and the latest activity and errors. For holders of users.manage (admins hold every permission).
 */
export function AdminDashboardPanel({ errorsHere }: { errorsHere: boolean }) {
  const query = useQuery<AdminDashboard>({ queryKey: [ADMIN_DASHBOARD_KEY] });
  const figures = FIGURES.filter((f) => errorsHere || f.key !== 'unresolvedErrors');
  return (
    <section aria-labelledby="admin-dashboard-title" className="mt-8">
      <h2 id="admin-dashboard-title" className="text-xl font-bold text-brand-900">
        At a glance
      </h2>
      <QueryState
        query={query}
        loadingLabel="Loading the dashboard"
        loading={<Skeleton className="mt-4 h-28 w-full" />}
        errorFallback="The dashboard could not be loaded. Please try again."
      >
        {(data) => (
          <>
            <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
              {figures.map((f) => (
                <li key={f.key}>
                  <AreaLink
                    to={f.to}
                    className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-card transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    <span className="text-2xl font-extrabold text-brand-900 tabular-nums">
                      {number(data.counts[f.key])}
                    </span>{' '}
                    <span className="mt-1 text-sm text-slate-600">{f.label}</span>
                  </AreaLink>
                </li>
              ))}
            </ul>
            <div className="mt-6 grid gap-6 lg:grid-cols-2">
              <section
                aria-labelledby="recent-activity-title"
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <h3 id="recent-activity-title" className="font-semibold text-brand-900">
                  Latest activity
                </h3>
                {data.recentActivity.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">Nothing has been changed yet.</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100 text-sm">
                    {data.recentActivity.map((a) => {
                      const area = a.resourceType ? RESOURCE_AREAS[a.resourceType] : undefined;
                      const what = `${a.action}${a.resourceType ? ` · ${a.resourceType} ${a.resourceId ?? ''}` : ''}`;
                      return (
                        <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                          <span className="min-w-0">
                            <span className="font-medium text-slate-800">{a.userName ?? 'Someone'}</span>{' '}
                            {area ? (
                              <Link to={area} className={linkClass}>
                                {what}
                              </Link>
                            ) : (
                              <span className="text-slate-700">{what}</span>
                            )}
                          </span>
                          <time dateTime={a.occurredAt} className="text-slate-500">
                            {dateTime(a.occurredAt)}
                          </time>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
              <section
                aria-labelledby="recent-errors-title"
                className="rounded-xl border border-slate-200 bg-white p-4"
              >
                <h3 id="recent-errors-title" className="font-semibold text-brand-900">
                  Latest errors
                </h3>
                {data.recentErrors.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-600">No errors have been logged.</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100 text-sm">
                    {data.recentErrors.map((e) => (
                      <li key={e.id} className="py-2">
                        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                          {errorsHere ? (
                            <a href="#system-health" className={linkClass}>
                              {e.errorType}
                            </a>
                          ) : (
                            <span className="font-semibold text-slate-800">{e.errorType}</span>
                          )}
                          <time dateTime={e.occurredAt} className="text-slate-500">
                            {dateTime(e.occurredAt)}
                          </time>
                        </div>
                        <p className="truncate text-slate-700" title={e.errorMessage}>
                          {e.resolved ? 'Resolved · ' : ''}
                          {e.requestMethod && e.requestUrl ? `${e.requestMethod} ${e.requestUrl}: ` : ''}
                          {e.errorMessage}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
