import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { HEADLINE_WORDS } from '@shared/typing-headline';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, useDashboardMetrics } from '@/features/dashboard';
import { useTypingHeadline } from './use-typing-headline';

const HEADLINE_PREFIX = 'Built for Gym Owners & ';

/** Spec 000 §2: 'Join {count} Members Nationwide'. */
export const joinBadgeText = (count: number) => `Join ${formatCount(count)} Members Nationwide`;

function JoinBadge() {
  const { data, isPending, isError } = useDashboardMetrics();
  if (isError) return null;
  return (
    <p className="inline-flex min-h-8 items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/15">
      <Users aria-hidden="true" className="size-4" />
      {isPending ? <Skeleton className="h-4 w-48 bg-white/20" /> : joinBadgeText(data.totalMembers)}
    </p>
  );
}

const cursor = (
  <span className="ml-1 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse bg-accent-400 motion-reduce:animate-none" />
);

/** The breakfast club hero: typing headline, members badge and the two calls to action of spec 000 §2. */
export function HomeHero() {
  const typed = useTypingHeadline(HEADLINE_PREFIX, HEADLINE_WORDS);
  const word = typed.slice(HEADLINE_PREFIX.length);
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-800),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div>
          <JoinBadge />
          <h1
            id="home-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            <span className="sr-only">
              {HEADLINE_PREFIX}
              {HEADLINE_WORDS.join(', ')}
            </span>
            {/* The word sits on its own line so the headline keeps its height whichever word is shown. */}
            <span
              aria-hidden="true"
              data-testid="typing-headline"
              className="block min-h-[3.3em] sm:min-h-[2.2em] lg:min-h-[3.3em]"
            >
              {typed.slice(0, HEADLINE_PREFIX.length)}
              {word ? null : cursor}
              <span className="block min-h-[1.1em] text-accent-400">
                {word}
                {word ? cursor : null}
              </span>
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            The Breakfast Club brings gymnastics and athletic-center leaders to the same table. Trade what works with
            peers, learn from proven playbooks, and run your gym with tools built for the business you are in.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/events">
                View Upcoming Events
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to="/about">Learn More</Link>
            </Button>
          </div>
        </div>
        <img
          src="/illustrations/hero.svg"
          alt=""
          width={520}
          height={420}
          className="mx-auto hidden w-full max-w-lg drop-shadow-2xl sm:block"
        />
      </div>
    </section>
  );
}
