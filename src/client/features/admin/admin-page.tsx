import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { describeRoute } from '@shared/route-descriptions';
import { siteRoutes } from '@shared/site-routes';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { SystemErrorsPanel } from '@/features/system-errors';
import { useAuth, usePermissions } from '@/features/accounts';

/** The admin areas shown as cards: every admin route without a parameter, except /admin itself. */
const areas = siteRoutes.filter(
  ({ path, section }) => section === 'Admin' && path !== '/admin' && !path.includes(':') && !path.endsWith('/create'),
);

export default function AdminPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const { hasPermission } = usePermissions();
  // Each card for whoever opens its screen: admins all, others by the screen's permission.
  const opens = (permission: string | undefined) =>
    Boolean(user?.isAdmin) || (!!permission && hasPermission(permission));
  const visible = areas.filter((area) => opens(area.permission));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Administration" description="Manage members, content, events and the gym network." />

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="admin-areas">
          <h2 id="admin-areas" className="sr-only">
            Admin areas
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {visible.map((area) => (
              <li key={area.path}>
                <Link
                  to={area.path}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-card transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  <span className="flex items-center justify-between font-semibold text-brand-900">
                    {area.title}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-slate-400 transition group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 text-sm text-slate-600">{describeRoute(area.path)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="System health">{opens('errors.resolve') ? <SystemErrorsPanel /> : null}</section>
      </div>
    </div>
  );
}
