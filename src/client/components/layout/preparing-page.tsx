import { ArrowLeft, CalendarDays, Coffee } from 'lucide-react';
import { Link } from 'react-router';
import { describeRoute } from '@shared/route-descriptions';
import { SITE_TITLE } from '@shared/site-basics';
import { Button } from '@/components/ui/button';
import { useRouteInfo } from '@/lib/route-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { sectionIcons } from './section-icons';

/** The designed stand-in for a screen that a later feature builds. */
export default function PreparingPage({ path }: PageProps) {
  // The page is always mounted by a route; without one, home's texts keep it presentable anyway.
  const route = useRouteInfo();
  const area = route?.path === path ? route : { path: '/', title: SITE_TITLE, section: 'Home' as const };
  const Icon = sectionIcons[area.section];
  useDocumentTitle(area.title);

  return (
    <div>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase ring-1 ring-brand-100">
            <Icon aria-hidden="true" className="size-3.5" />
            {area.section}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{area.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{describeRoute(area.path)}</p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid items-center gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-10 md:grid-cols-[1fr_220px]">
          <div>
            <h2 className="text-xl font-bold text-brand-900">This area is being prepared</h2>
            <p className="mt-2 text-slate-600">
              We are putting the finishing touches on{' '}
              <strong className="font-semibold text-brand-900">{area.title}</strong>, built with the same care as every
              club resource. In the meantime, meet fellow owners at an upcoming event or read the latest from the Coffee
              Corner.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button asChild>
                <Link to="/">
                  <ArrowLeft aria-hidden="true" />
                  Back to home
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/events">
                  <CalendarDays aria-hidden="true" />
                  See upcoming events
                </Link>
              </Button>
              <Button asChild variant="ghost">
                <Link to="/blog">
                  <Coffee aria-hidden="true" />
                  Read the Coffee Corner
                </Link>
              </Button>
            </div>
          </div>
          <img src="/illustrations/preparing.svg" alt="" width={220} height={180} className="mx-auto hidden md:block" />
        </div>
      </section>
    </div>
  );
}
