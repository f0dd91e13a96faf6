import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { agesLabel, classesOn, DAY_LABELS, dayOf, timesLabel, type Day } from '@shared/tools/class-listings';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useClassListings } from './api';
import { OpeningsBadge } from './class-bits';

const MINUTE = 60_000;

/** The kiosk's clock: the time now, ticking every few seconds (null until it runs in the browser). */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 5_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const clockFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * /jr-kiosk: the junior front-desk kiosk, full screen without the site's navigation (a frameless
 * route): today's classes and their openings in large type, a clock, and the schedule read again
 * every minute. `?orgId=` picks the Jackrabbit organization; the default one otherwise.
 */
export default function KioskPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params] = useSearchParams();
  const orgId = params.get('orgId') ?? undefined;
  const listings = useClassListings(orgId, { refetchInterval: MINUTE });
  const now = useNow();
  const today: Day | null = now ? dayOf(now) : null;

  return (
    <div className="flex min-h-screen flex-col bg-brand-950 px-6 py-6 text-white sm:px-10">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-white/20 pb-4">
        <div>
          <p className="text-lg font-semibold tracking-wide text-accent-300 uppercase">Today’s classes</p>
          <h1 className="text-4xl font-extrabold sm:text-5xl">{now ? dateFormat.format(now) : 'Today'}</h1>
        </div>
        <p className="text-5xl font-extrabold tabular-nums sm:text-6xl" aria-live="off">
          <span className="sr-only">Time now: </span>
          {now ? clockFormat.format(now) : ''}
        </p>
      </header>
      <main className="flex-1 py-6">
        <QueryState
          query={listings}
          loadingLabel="Loading today’s classes"
          loading={
            <div className="grid gap-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-20 bg-white/10" />
              ))}
            </div>
          }
          errorFallback="Today’s classes could not be loaded. The kiosk tries again every minute."
        >
          {(data) => {
            const classes = today ? classesOn(data.classes, today) : [];
            if (!today) return null;
            if (classes.length === 0) {
              return (
                <p className="text-3xl text-white/80">No classes on {DAY_LABELS[today].long}s. See you tomorrow!</p>
              );
            }
            return (
              <ul className="grid gap-4 lg:grid-cols-2">
                {classes.map((c, i) => (
                  <li
                    key={`${c.id}-${i}`}
                    className="flex items-center justify-between gap-4 rounded-2xl bg-white/10 px-5 py-4"
                  >
                    <div className="min-w-0">
                      <p className="text-2xl font-bold sm:text-3xl">{c.name}</p>
                      <p className="text-xl text-white/80">
                        {timesLabel(c)} · {agesLabel(c)}
                        {c.room ? ` · ${c.room}` : ''}
                      </p>
                    </div>
                    <OpeningsBadge openings={c.openings} className="px-4 py-1 text-xl" />
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      </main>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-white/20 pt-3 text-sm text-white/70">
        <p>Openings refresh every minute{listings.data?.source === 'sample' ? ' · sample schedule' : ''}.</p>
        <Link to="/class-listings" className="underline hover:text-white">
          Leave kiosk
        </Link>
      </footer>
    </div>
  );
}
