import { ArrowRight, BookOpen, CalendarDays, Calculator, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { LearningSummary } from '@shared/learning';
import { apiGet } from '@/lib/api';

/** Spec 000 §2 resource cards; "30+" is the claim spec 000 §1 makes for the learning modules. */
const resources = [
  {
    icon: BookOpen,
    title: 'Learning Hub',
    text: '30+ educational modules: playbooks, videos and best practices.',
    to: '/learning-hub',
    tone: 'bg-brand-100 text-brand-800',
  },
  {
    icon: Calculator,
    title: 'Business Tools',
    text: 'Financial calculators for pricing, capacity, break-even and loans.',
    to: '/tools',
    tone: 'bg-accent-100 text-accent-800',
  },
  {
    icon: Users,
    title: 'Peer Network',
    text: 'Owners, directors and managers who share what works, chapter by chapter.',
    to: '/breakfast-club',
    tone: 'bg-emerald-100 text-emerald-800',
  },
  {
    icon: CalendarDays,
    title: 'Events',
    text: 'Monthly gatherings, workshops and meetups near you and online.',
    to: '/events',
    tone: 'bg-rose-100 text-rose-800',
  },
];

/**
 * Spec 000 §2 claims "30+ educational modules"; the card counts the published ones (GET
 * /api/public/learning-summary through lib/api, in an effect so the server-rendered first visit
 * stays light) and says how many there really are when fewer than 30 (decision 0092). While it
 * loads, or when the call fails, the spec's text stands.
 */
function useModuleClaim(): string {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<LearningSummary>('/api/public/learning-summary', controller.signal)
      .then((body) => setCount(body.publishedModules))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return moduleClaim(count);
}

/** The Learning Hub card's claim for a count of published modules (null: not known yet). */
export function moduleClaim(count: number | null): string {
  if (count === null || count >= 30) return '30+ educational modules';
  return count === 1 ? '1 educational module' : `${count} educational modules`;
}

export function HomeResources() {
  const claim = useModuleClaim();
  return (
    <section aria-labelledby="home-resources" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <h2 id="home-resources" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        Everything a gym leader needs, in one club
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Less guesswork, more good decisions: resources built by and for people who run gyms.
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {resources.map(({ icon: Icon, title, text, to, tone }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <span className={`flex size-12 items-center justify-center rounded-xl ${tone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
              <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">
                {title === 'Learning Hub' ? text.replace('30+ educational modules', claim) : text}
              </p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Explore
                <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
