import { ArrowLeft, ArrowRight, CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { checklistCounts, flattenChecklist, TAB_TYPES, type TabType } from '@shared/learning';
import { youtubeId } from '@shared/video-links';
import '@/components/article-body.css';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { VideoFacade } from '@/components/video-facade';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LearningLoadFailed, LearningLoading } from './page-states';
import { useSection, useSaveProgress } from './api';
import { Checklist } from './checklist';
import { CompleteSection } from './complete-section';
import { formatMinutes } from './module-card';
import { ProgressBar, progressText } from './progress-bar';

const isTab = (value: string | null): value is TabType => (TAB_TYPES as readonly string[]).includes(value ?? '');

/** /learning/:moduleSlug/:sectionSlug: the section's tabs, its checklist and the way on. */
export default function SectionPage() {
  const { moduleSlug = '', sectionSlug = '' } = useParams();
  const query = useSection(moduleSlug, sectionSlug);
  const data = query.data;
  useDocumentTitle(data ? `${data.section.title} · ${data.section.module.title}` : 'Learning section');

  if (query.isLoading) return <LearningLoading what="section" height="h-96" />;
  if (query.isError || !data) {
    return (
      <LearningLoadFailed
        what="section"
        error={query.error}
        back={{ to: `/learning/${moduleSlug}`, label: 'Back to the module' }}
      />
    );
  }
  return <SectionView key={data.section.id} data={data} />;
}

function SectionView({ data }: { data: NonNullable<ReturnType<typeof useSection>['data']> }) {
  const { section, tabs, progress } = data;
  const mod = section.module;
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const first = tabs[0]?.tabType ?? 'overview';
  const has = (t: string | null): t is TabType => isTab(t) && tabs.some((tab) => tab.tabType === t);
  const initial: TabType = has(wanted) ? wanted : has(progress.lastViewedTab) ? progress.lastViewedTab : first;
  const [active, setActive] = useState<TabType>(initial);
  const [state, setState] = useState<Record<string, boolean>>(progress.checklistState);
  const [status, setStatus] = useState({ completed: section.isCompleted, percent: mod.percentComplete });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProgress(section.id);
  const recorded = useRef(false);

  // Opening the section records the tab shown, so "continue where you left off" opens it again.
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    save.mutate(
      { lastViewedTab: initial },
      { onSuccess: (r) => setStatus({ completed: r.sectionCompleted, percent: r.modulePercentComplete }) },
    );
  }, [initial, save]);

  const items = useMemo(() => tabs.flatMap((t) => t.checklist), [tabs]);
  const counts = checklistCounts(items, state);
  const allKeys = flattenChecklist(items).length;

  const changeTab = (value: string) => {
    if (!isTab(value)) return;
    setActive(value);
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
    save.mutate({ lastViewedTab: value });
  };

  const toggle = (key: string, checked: boolean) => {
    const before = state[key] === true;
    setState((s) => ({ ...s, [key]: checked }));
    setError(null);
    save.mutate(
      { checklistState: { [key]: checked }, lastViewedTab: active },
      {
        onSuccess: (r) => setStatus({ completed: r.sectionCompleted, percent: r.modulePercentComplete }),
        onError: (e) => {
          setState((s) => ({ ...s, [key]: before }));
          setError(errorMessage(e, 'Your tick could not be saved. Please try again.'));
        },
      },
    );
  };

  const videoId = mod.moduleType === 'video' ? youtubeId(mod.youtubeUrl) : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          to={`/learning/${mod.slug}`}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> {mod.title}
        </Link>
      </nav>
      <header className="mt-4">
        <p className="text-sm font-semibold text-slate-600">
          Section {section.position} of {section.sectionCount} ·{' '}
          <Clock aria-hidden="true" className="inline size-4 align-[-3px]" /> {formatMinutes(section.estimatedMinutes)}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{section.title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <ProgressBar
            value={status.percent}
            label={`${mod.title}: ${progressText(status.percent)}`}
            className="w-48"
          />
          <span className="text-sm font-semibold text-slate-700">
            Module {progressText(status.percent).toLowerCase()}
          </span>
          {status.completed ? (
            <span
              role="status"
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800"
            >
              <CheckCircle2 aria-hidden="true" className="size-4" /> Section complete
            </span>
          ) : null}
        </div>
      </header>

      {videoId ? (
        <div className="mt-6">
          <VideoFacade
            videoId={videoId}
            title={mod.title}
            poster={<span className="absolute inset-0 bg-gradient-to-br from-brand-900 to-brand-700" />}
            playLabel="Play the video"
          />
        </div>
      ) : null}

      {section.content ? (
        <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: section.content }} />
      ) : null}

      {tabs.length ? (
        <Tabs value={active} onValueChange={changeTab} className="mt-8">
          <TabsList className="flex w-full flex-wrap sm:inline-flex sm:w-auto">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.tabType} value={tab.tabType} className="whitespace-nowrap">
                {tab.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.tabType} value={tab.tabType}>
              {tab.content ? <div className="article-body" dangerouslySetInnerHTML={{ __html: tab.content }} /> : null}
              {tab.checklist.length ? (
                <div className="mt-6">
                  <p className="mb-3 text-sm font-semibold text-slate-700" aria-live="polite">
                    {counts.done} of {allKeys} done
                  </p>
                  <Checklist items={tab.checklist} state={state} onToggle={toggle} />
                  {error ? (
                    <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : null}

      <CompleteSection
        sectionId={section.id}
        sectionTitle={section.title}
        moduleSlug={mod.slug}
        next={section.next}
        completed={status.completed}
        onCompleted={(percent) => setStatus({ completed: true, percent })}
      />

      <nav
        aria-label="Sections"
        className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between"
      >
        {section.previous ? (
          <Link
            to={`/learning/${mod.slug}/${section.previous.slug}`}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Previous: {section.previous.title}
          </Link>
        ) : (
          <span />
        )}
        {section.next ? (
          <Link
            to={`/learning/${mod.slug}/${section.next.slug}`}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-900 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            Next: {section.next.title} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <Link
            to={`/learning/${mod.slug}`}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-900 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            Back to the module overview
          </Link>
        )}
      </nav>
    </div>
  );
}
