import { ArrowRight, BookOpen, Headphones, Library, ListChecks, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { learningCategoryLabels, tabTypeLabels } from '@shared/learning';
import { ErrorNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useHub } from './api';
import { ModuleCard, ModuleCardSkeletons } from './module-card';
import { ProgressBar, progressText } from './progress-bar';

const categoryIcons = { playbooks: ListChecks, videos: PlayCircle, 'best-practices': BookOpen } as const;

/** /learning-hub: where to continue, progress per category, featured modules and the way in to everything. */
export default function LearningHubPage({ path }: PageProps) {
  useRouteTitle(path);
  const hub = useHub();
  const data = hub.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Learn"
        title="Learning hub"
        description="Playbooks, videos and best practices for running a gym business, with your progress saved as you go."
        actions={
          <Link to="/learning" className={buttonClasses('outline')}>
            <Library aria-hidden="true" className="size-4" /> Browse all modules
          </Link>
        }
      />

      {hub.isLoading ? (
        <>
          <p className="sr-only" role="status">
            Loading the learning hub
          </p>
          <ModuleCardSkeletons count={3} />
        </>
      ) : hub.isError || !data ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={hub.error} fallback="The learning hub could not be loaded. Please try again." />
        </div>
      ) : (
        <>
          {data.resume ? (
            <section
              aria-labelledby="resume-heading"
              className="mt-8 rounded-2xl bg-brand-900 p-6 text-white shadow-pop sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8"
            >
              <div className="min-w-0 flex-1">
                <h2 id="resume-heading" className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
                  Continue where you left off
                </h2>
                <p className="mt-2 text-2xl font-bold">{data.resume.moduleTitle}</p>
                <p className="mt-1 text-brand-100">
                  {data.resume.sectionTitle} · {tabTypeLabels[data.resume.tab]} tab
                </p>
                <ProgressBar
                  value={data.resume.percentComplete}
                  label={`${data.resume.moduleTitle}: ${progressText(data.resume.percentComplete)}`}
                  className="mt-4 max-w-md bg-brand-700"
                />
                <p className="mt-1 text-sm text-brand-100">{progressText(data.resume.percentComplete)}</p>
              </div>
              <Link
                to={`/learning/${data.resume.moduleSlug}/${data.resume.sectionSlug}?tab=${data.resume.tab}`}
                className="mt-5 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-white sm:mt-0"
              >
                Continue <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </section>
          ) : (
            <section className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
              <h2 className="text-xl font-bold text-brand-900">Start here</h2>
              <p className="mt-1 max-w-2xl text-slate-700">
                Pick a featured module below, or browse a category. Each section has an overview, examples, resources
                and a checklist; tick the checklist as you go and the hub remembers where you stopped.
              </p>
            </section>
          )}

          <section aria-labelledby="categories-heading" className="mt-10">
            <h2 id="categories-heading" className="text-xl font-bold text-brand-900">
              Your progress
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {data.categories.map((c) => {
                const Icon = categoryIcons[c.category];
                const label = learningCategoryLabels[c.category];
                return (
                  <li key={c.category}>
                    <Link
                      to={`/learning?tab=${c.category}`}
                      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
                    >
                      <span className="flex items-center gap-2 font-bold text-brand-900">
                        <Icon aria-hidden="true" className="size-5 text-accent-700" /> {label}
                      </span>
                      <span className="mt-1 text-sm text-slate-600">
                        {c.moduleCount} modules · {c.completedModules} completed
                      </span>
                      <ProgressBar
                        value={c.percentComplete}
                        label={`${label}: ${c.percentComplete}% done`}
                        className="mt-3"
                      />
                      <span className="mt-1 text-xs font-semibold text-slate-600">{c.percentComplete}% done</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          {data.inProgress.length ? (
            <section aria-labelledby="in-progress-heading" className="mt-10">
              <h2 id="in-progress-heading" className="text-xl font-bold text-brand-900">
                In progress
              </h2>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.inProgress.map((mod) => (
                  <ModuleCard key={mod.id} module={mod} />
                ))}
              </ul>
            </section>
          ) : null}

          {data.featured.length ? (
            <section aria-labelledby="featured-heading" className="mt-10">
              <h2 id="featured-heading" className="text-xl font-bold text-brand-900">
                Featured for you
              </h2>
              <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.featured.map((mod) => (
                  <ModuleCard key={mod.id} module={mod} />
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="library-heading" className="mt-10">
            <h2 id="library-heading" className="text-xl font-bold text-brand-900">
              From the community
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {[
                {
                  to: '/books',
                  Icon: Library,
                  title: 'Books',
                  text: 'The reading list gym owners vote up and discuss.',
                },
                {
                  to: '/podcasts',
                  Icon: Headphones,
                  title: 'Podcasts',
                  text: 'Shows worth the drive to the next meet.',
                },
              ].map(({ to, Icon, title, text }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      <span className="block font-bold text-brand-900">{title}</span>
                      <span className="block text-sm text-slate-600">{text}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
