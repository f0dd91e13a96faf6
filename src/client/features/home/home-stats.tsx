import { ArrowRight, Building2, CalendarDays, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import type { DashboardMetrics } from '@shared/dashboard';
import { formatCount, useDashboardMetrics } from '@/features/dashboard';

interface Stat {
  key: keyof DashboardMetrics;
  label: string;
  icon: LucideIcon;
  to?: string;
}

/** Spec 000 §2: Active Members, Gyms in Network (to /gym-network), Upcoming Events. */
const stats: Stat[] = [
  { key: 'totalMembers', label: 'Active Members', icon: Users },
  { key: 'totalGyms', label: 'Gyms in Network', icon: Building2, to: '/gym-network' },
  { key: 'upcomingEvents', label: 'Upcoming Events', icon: CalendarDays },
];

function StatCard({ stat, value }: { stat: Stat; value: ReactNode }) {
  const Icon = stat.icon;
  const body = (
    <>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="flex flex-col">
        <span className="text-3xl font-extrabold tracking-tight text-brand-900">{value}</span>
        <span className="flex items-center gap-1 text-sm font-medium text-slate-600">
          {stat.label}
          {stat.to ? <ArrowRight aria-hidden="true" className="size-3.5" /> : null}
        </span>
      </span>
    </>
  );
  const classes = 'flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card';
  return stat.to ? (
    <Link
      to={stat.to}
      className={`${classes} transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500`}
    >
      {body}
    </Link>
  ) : (
    <div className={classes}>{body}</div>
  );
}

/** The three live numbers under the hero, with skeletons while they load. */
export function HomeStats() {
  const { data, isPending, isError } = useDashboardMetrics();
  return (
    <section aria-label="Club in numbers" className="relative z-10 mx-auto -mt-8 max-w-7xl px-4 sm:px-6 lg:px-8">
      <ul className="grid gap-4 sm:grid-cols-3" aria-busy={isPending}>
        {stats.map((stat) => (
          <li key={stat.key}>
            <StatCard
              stat={stat}
              value={isPending ? <Skeleton className="my-1 h-7 w-16" /> : isError ? '—' : formatCount(data[stat.key])}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
