import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { documentationMessages as m, type GuidePage, type GuidePageSummary } from '../../../shared/documentation';
import { NotFound } from '../../platform/errors';
import { sanitizeArticleHtml } from '../../platform/html';
import { projectPath } from '../../platform/paths';

interface LoadedPage {
  slug: string;
  title: string;
  summary: string;
  order: number;
  html: string;
  text: string;
  headings: { id: string; text: string }[];
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Reads one page: front matter (title, summary, order) and Markdown, rendered and sanitized. */
export function parseGuidePage(file: string, source: string): LoadedPage {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  const meta: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) meta[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  const body = match?.[2] ?? source;
  const slug = path.basename(file, '.md').replace(/^\d+-/, '');
  const marked = new Marked({ gfm: true });
  const raw = marked.parse(body, { async: false });
  const headings: { id: string; text: string }[] = [];
  // Sanitized first; then the h2s get ids made only of [a-z0-9-] for the page's contents list.
  const html = sanitizeArticleHtml(raw).replace(/<h2>([\s\S]*?)<\/h2>/g, (_all, inner: string) => {
    const text = decode(inner).trim();
    let id = slugify(text) || `section-${headings.length + 1}`;
    if (headings.some((h) => h.id === id)) id = `${id}-${headings.length + 1}`;
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return {
    slug,
    title: meta.title ?? slug,
    summary: meta.summary ?? '',
    order: Number(meta.order ?? 99) || 99,
    html,
    text: decode(raw).replace(/\s+/g, ' ').trim(),
    headings,
  };
}

/** Every page of `dir` (docs/user-guide), in order. */
function loadPages(dir: string): LoadedPage[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  return files
    .map((f) => parseGuidePage(f, fs.readFileSync(path.join(dir, f), 'utf8')))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

const summaryOf = (p: LoadedPage): GuidePageSummary => ({
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  order: p.order,
});

/**
 * The user guide of one app (made when the documentation feature registers): the pages of its
 * `dir`, read on the first request and kept for the app's life.
 */
export class UserGuide {
  private loaded: LoadedPage[] | null = null;

  constructor(readonly dir: string = projectPath('docs/user-guide')) {}

  /** Every page, in order. */
  pages(): LoadedPage[] {
    this.loaded ??= loadPages(this.dir);
    return this.loaded;
  }

  /** The pages, or those matching every word of a search, with an excerpt around the first match. */
  search(q?: string): GuidePageSummary[] {
    const pages = this.pages();
    const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return pages.map(summaryOf);
    return pages
      .map((p) => {
        const haystack = `${p.title} ${p.summary} ${p.text}`.toLowerCase();
        if (!words.every((w) => haystack.includes(w))) return null;
        const score = words.reduce(
          (s, w) => s + (p.title.toLowerCase().includes(w) ? 10 : 0) + haystack.split(w).length - 1,
          0,
        );
        const at = p.text.toLowerCase().indexOf(words[0]!);
        const excerpt =
          at < 0
            ? p.summary
            : `${at > 60 ? '…' : ''}${p.text.slice(Math.max(0, at - 60), at + 140).trim()}${at + 140 < p.text.length ? '…' : ''}`;
        return { page: p, score, excerpt };
      })
      .filter((r): r is NonNullable<typeof r> => r !== null)
      .sort((a, b) => b.score - a.score || a.page.order - b.page.order)
      .map((r) => ({ ...summaryOf(r.page), excerpt: r.excerpt }));
  }

  page(slug: string): GuidePage {
    const pages = this.pages();
    const i = pages.findIndex((p) => p.slug === slug);
    const page = pages[i];
    if (!page) throw new NotFound(m.pageNotFound);
    const link = (p?: LoadedPage) => (p ? { slug: p.slug, title: p.title } : null);
    return {
      ...summaryOf(page),
      html: page.html,
      headings: page.headings,
      previous: link(pages[i - 1]),
      next: link(pages[i + 1]),
    };
  }
}
