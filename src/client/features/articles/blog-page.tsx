import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ArticleSummary } from '@shared/articles';
import { imageUrl } from '@shared/articles-content';
import { PageNav } from '@/components/ui/page-nav';
import { Spinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { excerpt } from '@/lib/excerpt';
import { longDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useArticleList } from './api';
import { StarDisplay } from '@/components/stars';
import { usePageMeta } from './use-page-meta';
import { useSearchDraft, withChanges } from '@/lib/use-params-update';

export const BLOG_TITLE = 'The Coffee Corner';
export const BLOG_INTRO = 'Practical reading for gym owners: pricing, retention, staffing, meets and cash flow.';

/**
 * The most of an article's excerpt a card shows, cut at a word with one "…". A character count,
 * not a CSS line clamp: a clamped paragraph stretched by the card's flex column showed the words
 * after its "…" on the next line.
 */
const CARD_EXCERPT = 160;

/** `first`: the card whose cover is likely the largest thing in view, fetched at once. */
function ArticleCard({ article, first }: { article: ArticleSummary; first: boolean }) {
  const cover = imageUrl(article.coverImage);
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:border-brand-300">
      <Link
        to={`/blog/${article.slug}`}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        {cover ? (
          <img
            src={cover}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            width={1200}
            height={630}
            className="aspect-[1200/630] w-full bg-slate-100 object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-[1200/630] w-full bg-gradient-to-br from-brand-800 to-brand-600" />
        )}
        <div className="flex flex-1 flex-col p-5">
          {article.tags.length ? (
            <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">
              {article.tags.slice(0, 3).join(' · ')}
            </p>
          ) : null}
          <h2 className="mt-1.5 text-lg leading-snug font-bold text-brand-900 group-hover:underline">
            {article.title}
          </h2>
          {article.excerpt ? (
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">
              {excerpt(article.excerpt, CARD_EXCERPT)}
            </p>
          ) : (
            <span className="flex-1" />
          )}
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <span>
              {article.author ? <span className="font-medium text-slate-800">{article.author}</span> : null}
              {article.author && article.publishedAt ? ' · ' : null}
              {article.publishedAt ? <time dateTime={article.publishedAt}>{longDate(article.publishedAt)}</time> : null}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <StarDisplay value={article.averageRating} />
              <span>
                {article.totalReviews ? article.averageRating.toFixed(1) : 'No reviews'}
                {article.totalReviews ? <span className="sr-only"> from {article.totalReviews} reviews</span> : null}
              </span>
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}

/** /blog: the coffee corner (spec 000 §2), with search, tag filter and paging in the address. */
export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useArticleList({ search, tag, page });
  usePageMeta(useMemo(() => ({ title: `${BLOG_TITLE} - Gymnastics Business Resources`, description: BLOG_INTRO }), []));

  // Starts from the address as it is now, so a debounced search never undoes a tag chosen meanwhile.
  const update = (changes: Record<string, string | null>) => {
    // A navigation away may still be pending (the next page's chunk loading): leave it alone.
    if (window.location.pathname !== '/blog') return;
    setParams(withChanges(window.location.search, changes), { replace: true });
  };
  const [draft, setDraft] = useSearchDraft(search, update);

  const data = list.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Resources" title={BLOG_TITLE} description={BLOG_INTRO} />

      <div className="mt-8 flex flex-col gap-4">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ search: draft.trim() || null, page: null });
          }}
          className="relative max-w-xl"
        >
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <SearchBox
            id="blog-search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Search articles"
            inputClassName="h-11 text-base"
          />
        </form>
        {data?.tags.length ? (
          <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
            {['', ...data.tags].map((t) => (
              <button
                key={t || 'all'}
                type="button"
                aria-pressed={tag === t}
                onClick={() => update({ tag: t || null, page: null })}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                  tag === t
                    ? 'border-brand-900 bg-brand-900 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400',
                )}
              >
                {t || 'All'}
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {list.isLoading ? (
        // As tall as the list it stands for, so the footer does not jump when the list arrives.
        <div className="flex min-h-screen items-start justify-center pt-[20vh]">
          <Spinner className="size-8" label="Loading articles" />
        </div>
      ) : list.isError ? (
        <p className="mt-10 text-red-700">The articles could not be loaded. Please try again.</p>
      ) : data && data.items.length ? (
        <>
          <p className="sr-only" aria-live="polite">
            {data.total} articles found
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((a, i) => (
              <ArticleCard key={a.id} article={a} first={i === 0} />
            ))}
          </ul>
          <PageNav
            align="center"
            className="mt-10"
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(n) => update({ page: n > 1 ? String(n) : null })}
          />
        </>
      ) : (
        <p className="mt-10 text-slate-600">No articles match your search.</p>
      )}
    </div>
  );
}
