import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { describeRoute } from '@shared/route-descriptions';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { SystemErrorsPanel } from '@/features/system-errors';
import { PendingBadge } from '@/components/ui/pending-badge';
import { useAdminAreas, useOpensAdminScreen } from './use-admin-areas';
import { AdminDashboardPanel } from './dashboard';

/**
 * /admin: the dashboard (for users.manage: counts, latest activity and errors, each linking to its
 * screen), the admin screens the user opens as cards in the admin navigation's groups, then the
 * system's health.
 */
export default function AdminPage({ path }: PageProps) {
  useRouteTitle(path);
  const groups = useAdminAreas();
  const opens = useOpensAdminScreen();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Administration" description="Manage members, content, events and the gym network." />
      {opens('users.manage') ? <AdminDashboardPanel errorsHere={opens('errors.resolve')} /> : null}

      <section aria-labelledby="admin-areas" className="mt-8">
        <h2 id="admin-areas" className="sr-only">
          Admin areas
        </h2>
        <div className="space-y-8">
          {groups.map((group) => (
            <section key={group.name} aria-labelledby={`admin-group-${group.name}`}>
              <h3 id={`admin-group-${group.name}`} className="text-sm font-bold tracking-wide text-slate-600 uppercase">
                {group.name}
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {group.areas.map((area) => (
                  <li key={area.path}>
                    <Link
                      to={area.path}
                      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-card transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
                    >
                      <span className="flex items-center gap-2 font-semibold text-brand-900">
                        <span className="min-w-0 flex-1">{area.title}</span>
                        <PendingBadge count={area.pending} />
                        <ArrowRight
                          aria-hidden="true"
                          className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5"
                        />
                      </span>
                      <span className="mt-1 text-sm text-slate-600">{describeRoute(area.path)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      {opens('errors.resolve') ? (
        <section id="system-health" aria-label="System health" className="mt-10 max-w-3xl scroll-mt-20">
          <SystemErrorsPanel />
        </section>
      ) : null}
    </div>
  );
}
