import { ArrowLeft, ArrowRight, CheckCircle2, Circle, Clock } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { learningCategoryLabels } from '@shared/learning';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LearningLoadFailed, LearningLoading } from './page-states';
import { useModule } from './api';
import { isCompletedState } from './complete-section';
import { formatMinutes, ModuleCover } from './module-card';
import { ProgressBar, progressText } from './progress-bar';

/** /learning/:moduleSlug: the module's sections in order with completion marks, and one next step. */
export default function ModulePage() {
  const { moduleSlug = '' } = useParams();
  const query = useModule(moduleSlug);
  const arrived: unknown = useLocation().state;
  const justCompleted = isCompletedState(arrived) ? arrived : null;
  const data = query.data;
  useDocumentTitle(data ? data.module.title : 'Learning module');

  if (query.isLoading) return <LearningLoading what="module" height="h-64" />;
  if (query.isError || !data) {
    return (
      <LearningLoadFailed
        what="module"
        error={query.error}
        back={{ to: '/learning-hub', label: 'Back to the learning hub' }}
      />
    );
  }

  const { module: mod, sections } = data;
  const next = sections.find((s) => !s.isCompleted) ?? sections[0];
  const started = mod.percentComplete > 0;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to={`/learning?tab=${mod.category}`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {learningCategoryLabels[mod.category]}
      </Link>
      {justCompleted ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            You completed “{justCompleted.completedSection}”.{' '}
            {justCompleted.modulePercentComplete >= 100
              ? 'Every section of this module is complete.'
              : 'Some sections are still open; they are marked below.'}
          </span>
        </p>
      ) : null}
      <header className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card sm:flex">
        <ModuleCover src={mod.coverImage} className="aspect-[40/21] w-full object-cover sm:w-72" />
        <div className="flex-1 p-6">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{mod.title}</h1>
          {mod.description ? <p className="mt-2 text-slate-600">{mod.description}</p> : null}
          <p className="mt-3 text-sm text-slate-600">
            {mod.sectionCount} sections · {formatMinutes(mod.estimatedMinutes)}
            {mod.moduleType === 'video' ? ' · Video' : ''}
          </p>
          <ProgressBar
            value={mod.percentComplete}
            label={`${mod.title}: ${progressText(mod.percentComplete)}`}
            className="mt-4"
          />
          <p className="mt-1 text-sm font-semibold text-slate-700">{progressText(mod.percentComplete)}</p>
          {next ? (
            <Link
              to={`/learning/${mod.slug}/${next.slug}`}
              className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              {mod.percentComplete >= 100 ? 'Review' : started ? 'Continue' : 'Start'}: {next.title}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="sections-heading" className="mt-8">
        <h2 id="sections-heading" className="text-xl font-bold text-brand-900">
          Sections
        </h2>
        {sections.length ? (
          <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {sections.map((s, i) => (
              <li key={s.id}>
                <Link
                  to={`/learning/${mod.slug}/${s.slug}`}
                  className="flex items-center gap-4 px-5 py-4 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-500"
                >
                  {s.isCompleted ? (
                    <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
                  ) : (
                    <Circle aria-hidden="true" className="size-6 shrink-0 text-slate-300" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-brand-900">
                      {i + 1}. {s.title}
                    </span>
                    <span className="text-sm text-slate-600">{s.isCompleted ? 'Completed' : 'Not completed'}</span>
                  </span>
                  <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                    <Clock aria-hidden="true" className="size-4" /> {formatMinutes(s.estimatedMinutes)}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
            This module has no sections yet.
          </p>
        )}
      </section>
    </div>
  );
}
