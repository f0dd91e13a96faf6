import { BookOpen, Clock, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { ModuleSummary } from '@shared/learning';
import { Skeleton } from '@/components/ui/skeleton';
import { excerpt } from '@/lib/excerpt';
import { ProgressBar, progressText } from './progress-bar';

/** Minutes as "25 min" or "1 h 10 min". */
export function formatMinutes(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * The most of a description a card shows, cut at a word with "…"; the card opens the module,
 * whose page has all of it. Not a CSS line clamp: stretched by the card, it showed words past its "…".
 */
const CARD_DESCRIPTION = 150;

/** A module in a list: cover, title, description, sections, time and the member's progress. */
export function ModuleCard({ module: mod }: { module: ModuleSummary }) {
  return (
    <li className="flex">
      <Link
        to={`/learning/${mod.slug}`}
        className="group flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <div className="relative aspect-[40/21] bg-brand-900">
          <ModuleCover src={mod.coverImage} loading="lazy" className="size-full object-cover" />
          {mod.moduleType === 'video' ? (
            <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-brand-950/80 px-2.5 py-1 text-xs font-semibold text-white">
              <PlayCircle aria-hidden="true" className="size-3.5" /> Video
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-lg font-bold text-brand-900 group-hover:text-brand-700">{mod.title}</h3>
          {mod.description ? (
            <p className="mt-1.5 flex-1 text-sm text-slate-600">{excerpt(mod.description, CARD_DESCRIPTION)}</p>
          ) : null}
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium text-slate-600">
            <span className="inline-flex items-center gap-1">
              <BookOpen aria-hidden="true" className="size-3.5" /> {mod.sectionCount}{' '}
              {mod.sectionCount === 1 ? 'section' : 'sections'}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" /> {formatMinutes(mod.estimatedMinutes)}
            </span>
          </p>
          <div className="mt-3">
            <ProgressBar value={mod.percentComplete} label={`${mod.title}: ${progressText(mod.percentComplete)}`} />
            <p className="mt-1 text-xs font-semibold text-slate-600">{progressText(mod.percentComplete)}</p>
          </div>
        </div>
      </Link>
    </li>
  );
}

export function ModuleCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-80 rounded-2xl" />
        </li>
      ))}
    </ul>
  );
}

/** A module's cover picture (800 × 420, decorative), where it has one. */
export function ModuleCover({
  src,
  loading,
  className,
}: {
  src: string | null | undefined;
  loading?: 'lazy';
  className: string;
}) {
  return src ? <img src={src} alt="" width={800} height={420} loading={loading} className={className} /> : null;
}
