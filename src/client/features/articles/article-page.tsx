import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ArticleView } from '@shared/articles';
import { articleTexts as txt, imageUrl, LIMIT_REASON } from '@shared/articles-content';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/accounts';
import { longDate } from '@/lib/format';
import { recordArticleAccess } from './access-record';
import { useArticle } from './api';
import '@/components/article-body.css';
import { LockedView } from './locked-view';
import { ReviewsSection } from './reviews-section';
import { ShareButtons } from './share-buttons';
import { usePageMeta } from './use-page-meta';

// The upgrade dialog is only ever needed on a locked article; its code loads with the locked view.
const UpgradeDialog = lazy(() => import('./upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })));

function NotFound() {
  usePageMeta(
    useMemo(() => ({ title: `${txt.notFoundTitle}${txt.pageTitleSuffix}`, description: txt.notFoundText }), []),
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{txt.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{txt.notFoundText}</p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          {txt.backToBlog}
        </Link>
      </Button>
    </div>
  );
}

function ArticleScreen({ slug }: { slug: string }) {
  const { user, isLoading: authLoading } = useAuth();
  const article = useArticle(slug);
  const [locked, setLocked] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const data = article.data;

  // Spec 000 §4: visitors get one distinct article a day; members are never limited or recorded.
  useEffect(() => {
    if (!data || authLoading || user) return;
    const allowed = !data.locked && recordArticleAccess(data.slug);
    if (!allowed) {
      setLocked(true);
      setUpgradeOpen(true);
    }
  }, [data, authLoading, user]);

  const meta = useMemo(
    () =>
      data
        ? {
            title: `${data.title}${txt.pageTitleSuffix}`,
            description: data.excerpt || data.title,
            image: data.coverImage?.startsWith('data:') ? null : imageUrl(data.coverImage),
            author: data.author,
            publishedTime: data.publishedAt,
            type: 'article' as const,
          }
        : null,
    [data],
  );
  usePageMeta(meta);

  if (article.isLoading || authLoading) {
    return (
      // As tall as an article, so the footer does not jump when it arrives.
      <div className="flex min-h-screen flex-col items-center justify-start gap-3 pt-[25vh]">
        <Spinner className="size-8" label="Loading" />
        <p className="text-slate-600">{txt.loading}</p>
      </div>
    );
  }
  if (article.isError || !data) return <NotFound />;
  const showLocked = !user && (locked || data.locked);
  return (
    <ArticleLayout
      data={data}
      locked={showLocked}
      signedIn={Boolean(user)}
      upgradeOpen={upgradeOpen}
      setUpgradeOpen={setUpgradeOpen}
    />
  );
}

interface LayoutProps {
  data: ArticleView;
  locked: boolean;
  signedIn: boolean;
  upgradeOpen: boolean;
  setUpgradeOpen: (open: boolean) => void;
}

function ArticleLayout({ data, locked, signedIn, upgradeOpen, setUpgradeOpen }: LayoutProps) {
  const cover = data.coverImage ? imageUrl(data.coverImage) : null;
  const date = longDate(data.publishedAt ?? data.createdAt);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {txt.backToBlog}
      </Link>
      <header className="mt-5">
        {data.tags.length ? (
          <p className="flex flex-wrap gap-2">
            {data.tags.map((tag) => (
              <Link
                key={tag}
                to={`/blog?tag=${encodeURIComponent(tag)}`}
                className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-900 hover:bg-accent-200"
              >
                {tag}
              </Link>
            ))}
          </p>
        ) : null}
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{data.title}</h1>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-5">
          <p className="text-slate-600">
            {data.author ? <span className="font-semibold text-slate-800">{data.author}</span> : null}
            {data.author && date ? <span aria-hidden="true"> · </span> : null}
            {date ? <time dateTime={data.publishedAt ?? data.createdAt}>{date}</time> : null}
          </p>
          <ShareButtons title={data.title} />
        </div>
      </header>
      {cover ? (
        <img
          src={cover}
          alt=""
          fetchPriority="high"
          className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover"
          width={1200}
          height={630}
        />
      ) : null}
      <div className="mt-8">
        {locked ? (
          <LockedView excerpt={data.excerpt} onUpgrade={() => setUpgradeOpen(true)} />
        ) : (
          <div
            className="article-body"
            data-testid="article-body"
            dangerouslySetInnerHTML={{ __html: data.content ?? '' }}
          />
        )}
      </div>
      {locked ? (
        <Suspense fallback={null}>
          <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} reason={LIMIT_REASON} />
        </Suspense>
      ) : null}
      <ReviewsSection articleId={data.id} signedIn={signedIn} />
    </article>
  );
}

/** /blog/:slug (spec 000 §2). Keyed by slug so the locked state resets when the slug changes. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  return <ArticleScreen key={slug} slug={slug} />;
}
