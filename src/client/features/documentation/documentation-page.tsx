import { ArrowLeft, ArrowRight, BookOpen, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import '@/components/article-body.css';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import type { PageProps } from '@/lib/page-props';
import { useGuidePage, useGuidePages } from './api';

const pageHref = (slug: string, q: string) =>
  `/documentation?${new URLSearchParams({ page: slug, ...(q ? { q } : {}) }).toString()}`;

/** /documentation?page=<slug>&q=<words>: the user guide, its pages beside the one being read. */
export default function DocumentationPage(_props: PageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const all = useGuidePages('');
  const found = useGuidePages(q);
  const slug = params.get('page') ?? all.data?.[0]?.slug ?? null;
  const page = useGuidePage(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(page.data ? `${page.data.title} · Documentation` : 'Documentation');

  // A page chosen from the list: the reader starts at its title.
  const chosen = params.get('page');
  useEffect(() => {
    if (chosen && page.data?.slug === chosen) heading.current?.focus({ preventScroll: true });
  }, [chosen, page.data?.slug]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (draft.trim()) next.set('q', draft.trim());
    else next.delete('q');
    setParams(next, { replace: true });
  };
  const clear = () => {
    setDraft('');
    const next = new URLSearchParams(params);
    next.delete('q');
    setParams(next, { replace: true });
  };

  // Links inside the guide to other screens of the site open in the app, not as a new load.
  const followInternal = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    navigate(href);
  };

  const list = q ? found.data : all.data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader
        eyebrow="Help"
        title="Documentation"
        description="How to use each part of the platform, written for gym owners and staff."
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <aside className="grid gap-3 lg:sticky lg:top-20">
          <form role="search" onSubmit={search} className="flex gap-2">
            <label htmlFor="guide-search" className="sr-only">
              Search the guide
            </label>
            <SearchBox
              className="flex-1"
              id="guide-search"
              placeholder="Search the guide"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" aria-label="Search" className="px-3">
              <Search aria-hidden="true" />
            </Button>
          </form>

          {q ? (
            <div className="flex items-center justify-between gap-2 text-sm text-slate-700">
              <span aria-live="polite">
                {found.data
                  ? `${found.data.length} ${found.data.length === 1 ? 'page mentions' : 'pages mention'} “${q}”`
                  : 'Searching…'}
              </span>
              <Button variant="ghost" size="sm" onClick={clear}>
                <X aria-hidden="true" /> Clear
              </Button>
            </div>
          ) : null}

          {all.isError ? (
            <ErrorNotice error={all.error} fallback="The guide could not be loaded. Please try again." />
          ) : null}

          {/* A phone picks a page from its own list; the side list stays for searches. */}
          {!q && all.data ? (
            <div className="lg:hidden">
              <label htmlFor="guide-page" className="sr-only">
                Guide page
              </label>
              <Select id="guide-page" value={slug ?? ''} onChange={(e) => navigate(pageHref(e.target.value, ''))}>
                {all.data.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.title}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}

          <nav
            aria-label="Guide pages"
            className={cn('rounded-2xl border border-slate-200 bg-white p-2', !q && 'hidden lg:block')}
          >
            {list ? (
              list.length ? (
                <ol className="grid gap-0.5">
                  {list.map((p) => {
                    const current = p.slug === slug;
                    return (
                      <li key={p.slug}>
                        <Link
                          to={pageHref(p.slug, q)}
                          aria-current={current ? 'page' : undefined}
                          className={cn(
                            'block rounded-md px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent-500',
                            current ? 'bg-brand-900 font-semibold text-white' : 'text-slate-800 hover:bg-brand-50',
                          )}
                        >
                          {p.title}
                          {p.excerpt ? (
                            <span
                              className={cn(
                                'mt-1 block text-xs font-normal',
                                current ? 'text-white/85' : 'text-slate-600',
                              )}
                            >
                              {p.excerpt}
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    );
                  })}
                </ol>
              ) : (
                <p className="px-3 py-4 text-sm text-slate-600">No page mentions “{q}”. Try fewer or other words.</p>
              )
            ) : (
              <div className="grid gap-2 p-2" aria-hidden="true">
                {[0, 1, 2, 3, 4, 5].map((i) => (
                  <Skeleton key={i} className="h-6" />
                ))}
              </div>
            )}
          </nav>
        </aside>

        <article
          aria-labelledby="guide-title"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
        >
          {page.isError ? (
            <ErrorNotice error={page.error} fallback="This page could not be loaded. Please try again." />
          ) : page.data ? (
            <>
              <h2
                id="guide-title"
                ref={heading}
                tabIndex={-1}
                className="text-2xl font-extrabold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
              >
                {page.data.title}
              </h2>
              {page.data.summary ? <p className="mt-2 text-lg text-slate-600">{page.data.summary}</p> : null}
              {page.data.headings.length > 1 ? (
                <nav aria-label="On this page" className="mt-5 rounded-xl bg-slate-50 p-4">
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">On this page</p>
                  <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                    {page.data.headings.map((h) => (
                      <li key={h.id}>
                        <a href={`#${h.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                          {h.text}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              {/* Rendered from the guide's Markdown and sanitized on the server (guide.ts). */}
              <div
                className="article-body mt-6"
                onClick={followInternal}
                dangerouslySetInnerHTML={{ __html: page.data.html }}
              />
              <nav
                aria-label="Previous and next pages"
                className="mt-10 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2"
              >
                {page.data.previous ? (
                  <Link
                    to={pageHref(page.data.previous.slug, q)}
                    className="flex items-center gap-2 rounded-xl border border-slate-200 p-3 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
                    <span>
                      <span className="block text-xs text-slate-600">Previous</span>
                      <span className="font-semibold text-brand-900">{page.data.previous.title}</span>
                    </span>
                  </Link>
                ) : (
                  <span />
                )}
                {page.data.next ? (
                  <Link
                    to={pageHref(page.data.next.slug, q)}
                    className="flex items-center justify-end gap-2 rounded-xl border border-slate-200 p-3 text-right text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    <span>
                      <span className="block text-xs text-slate-600">Next</span>
                      <span className="font-semibold text-brand-900">{page.data.next.title}</span>
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </Link>
                ) : null}
              </nav>
            </>
          ) : (
            <div className="grid gap-3" role="status" aria-label="Loading the page">
              <BookOpen aria-hidden="true" className="size-6 text-slate-300" />
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
            </div>
          )}
        </article>
      </div>
    </div>
  );
}
