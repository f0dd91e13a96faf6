import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { describeRoute } from '../../shared/route-descriptions';
import { LANDING_ROUTE_ID } from '../../shared/landing-route';
import { RENDER_STATE_ID, scriptJson } from '../../shared/server-render';
import { documentTitle, routePattern, SITE_NAME, siteRoutes, type SiteRoute } from '../../shared/site-routes';
import { escapeHtml } from './mailer';
import { VisitorPages, type RenderPage } from './page-render';
import { bootAfterPaint } from './boot-after-paint';
import { landingPreloads, landingRoutes, readManifest } from './route-chunks';

/** Tags a feature puts in <head> for a page, so crawlers see share previews before any script. */
export interface HeadTags {
  title: string;
  description?: string;
  canonicalPath?: string;
  image?: string | null;
  type?: 'website' | 'article';
  author?: string | null;
  publishedTime?: string | null;
}

/**
 * A feature's tags for one client route such as '/blog/:slug', built per app from that app's
 * deps (features/index.ts lists the features that have some); null leaves the table's tags.
 */
export interface HeadResolver {
  route: string;
  tags: (request: FastifyRequest, params: Record<string, string>) => Promise<HeadTags | null>;
}

function absolute(base: string, url: string) {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

export function renderHead(tags: HeadTags, base: string): string {
  const e = escapeHtml;
  const url = absolute(base, tags.canonicalPath ?? '/');
  const lines = [
    `<title>${e(tags.title)}</title>`,
    tags.description ? `<meta name="description" content="${e(tags.description)}">` : '',
    `<link rel="canonical" href="${e(url)}">`,
    `<meta property="og:site_name" content="${e(SITE_NAME)}">`,
    `<meta property="og:title" content="${e(tags.title)}">`,
    tags.description ? `<meta property="og:description" content="${e(tags.description)}">` : '',
    `<meta property="og:type" content="${tags.type ?? 'website'}">`,
    `<meta property="og:url" content="${e(url)}">`,
    tags.image ? `<meta property="og:image" content="${e(absolute(base, tags.image))}">` : '',
    tags.author ? `<meta property="article:author" content="${e(tags.author)}">` : '',
    tags.publishedTime ? `<meta property="article:published_time" content="${e(tags.publishedTime)}">` : '',
    `<meta name="twitter:card" content="${tags.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(tags.title)}">`,
    tags.description ? `<meta name="twitter:description" content="${e(tags.description)}">` : '',
    tags.image ? `<meta name="twitter:image" content="${e(absolute(base, tags.image))}">` : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}

/** The tags of a route of the table: its title and description. */
function routeHead(route: SiteRoute): HeadTags {
  return { title: documentTitle(route.title), description: describeRoute(route.path) };
}

interface Compiled<T> {
  pattern: RegExp;
  keys: string[];
  value: T;
}

function compile<T>(path: string, value: T): Compiled<T> {
  return { ...routePattern(path), value };
}

/** A percent-decoded address, or null when it is malformed (`/%E0%A4%A`, `/%`). */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function matchFirst<T>(list: Compiled<T>[], pathname: string): { value: T; params: Record<string, string> } | null {
  for (const { pattern, keys, value } of list) {
    const m = pattern.exec(pathname);
    if (m) return { value, params: Object.fromEntries(keys.map((k, i) => [k, safeDecode(m[i + 1] ?? '') ?? ''])) };
  }
  return null;
}

/** Where a pathname leads: its route of the table and the feature resolver that may refine its tags. */
function headMatcher(heads: HeadResolver[]) {
  const routes = siteRoutes.map((route) => compile(route.path, route));
  const resolvers = heads.map((head) => compile(head.route, head));
  return (pathname: string) => ({
    route: matchFirst(routes, pathname)?.value ?? null,
    resolver: matchFirst(resolvers, pathname),
  });
}

/** The drawn mark in index.html's static header (marked data-site-logo). */
const STATIC_MARK = /<svg data-site-logo[^>]*>[\s\S]*?<\/svg>/;
const logoImg = (url: string) =>
  `<img data-site-logo src="${escapeHtml(url)}" alt="" width="40" height="40" class="size-10 rounded-lg object-contain">`;

export interface SiteSettings {
  /** The home page's intro video (a YouTube id); without one the home page shows no player. */
  introVideoId?: string | undefined;
}

export interface SpaOptions {
  clientDir: string;
  publicUrl: string;
  site?: SiteSettings;
  /** The address of the logo an admin uploaded, or null while the drawn mark shows (decision 0126). */
  siteLogo?: () => Promise<string | null>;
  /** This app's feature head resolvers (they read this app's database). */
  heads?: HeadResolver[];
  /** Counts a page request against the per-IP page limit; throws TooManyRequests past it. */
  limit?: (request: FastifyRequest) => Promise<void>;
  /** Renders a route marked `serverRendered` with its data (platform/page-render.ts). */
  renderPage?: RenderPage | null;
  /** The app's data generation (deps.reads): a visitor's rendered page is kept while it holds. */
  generation?: () => number;
}

/** The markup drawn before the script runs, inside #root (the body's last element). */
const ROOT_CONTENT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * Serves the built client: hashed assets with long-lived caching, and index.html (with a
 * server-filled <head>) for every other non-/api GET so client routes work on reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  { clientDir, publicUrl, site = {}, siteLogo, heads = [], limit, renderPage, generation = () => 0 }: SpaOptions,
) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built client in ${clientDir}; run "npm run build" to serve the web app`);
    return;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(clientDir);
  const preloadsFor = manifest ? landingPreloads(manifest) : () => '';
  const landingOf = manifest ? landingRoutes(manifest) : () => null;
  const headOf = headMatcher(heads);
  // Unknown addresses get the home page's tags (the client shows its not-found page).
  const home = siteRoutes.find((route) => route.path === '/');
  const fallback: HeadTags = home ? routeHead(home) : { title: SITE_NAME };

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // dist/client holds .br and .gz siblings written at build time (scripts/compress-client.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'public, max-age=3600');
      }
    },
  });

  const visitorPages = new VisitorPages<{ html: string; headers: Record<string, string | string[]> }>(generation);

  const render = async (request: FastifyRequest, pathname: string, { route, resolver }: ReturnType<typeof headOf>) => {
    let tags: HeadTags = { ...(route ? routeHead(route) : fallback), canonicalPath: pathname };
    const found = resolver ? await resolver.value.tags(request, resolver.params).catch(() => null) : null;
    if (found) tags = { canonicalPath: pathname, ...found };
    const logo = siteLogo ? await siteLogo().catch(() => null) : null;
    const siteMeta = [
      site.introVideoId ? `<meta name="intro-video-id" content="${escapeHtml(site.introVideoId)}">` : '',
      logo ? `<meta name="site-logo" content="${escapeHtml(logo)}">` : '',
    ]
      .filter(Boolean)
      .map((tag) => `\n    ${tag}`)
      .join('');
    // The route this address opens, for the browser to render its page without the route table
    // (src/client/routes.tsx); its page's styles go in <head>, as Vite's loader would add them.
    const landing = route ? landingOf(route) : null;
    const styles = (landing?.styles ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    const preload = [preloadsFor(pathname), ...styles].filter(Boolean).join('\n    ');
    // The page's own chunks after the entry's, so the entry is fetched first.
    let html = template
      // Replacer functions, not replacement strings: a title may hold `$&`, `$'` or `` $` ``.
      .replace(/<title>[^<]*<\/title>/, () => renderHead(tags, publicUrl) + siteMeta)
      .replace('</head>', () => (preload ? `  ${preload}\n  </head>` : '</head>'));
    // The header drawn before the script runs shows the uploaded logo too, as the app will.
    if (logo) html = html.replace(STATIC_MARK, () => logoImg(logo));
    // A secret in the address (a reset token) must not leak through the Referer header.
    const headers: Record<string, string | string[]> = route?.secretInAddress
      ? { 'referrer-policy': 'no-referrer' }
      : {};
    const page =
      route?.serverRendered && landing && renderPage
        ? await renderPage(request, request.url).catch((error: unknown) => {
            request.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
            return null;
          })
        : null;
    if (page) {
      html = html.replace(
        ROOT_CONTENT,
        (_, end: string) =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="${RENDER_STATE_ID}">${page.state}</script>${end}`,
      );
      if (page.head) html = html.replace('</head>', () => `  ${page.head}\n  </head>`);
      // The page is in the HTML: its scripts start once it has painted (decision 0151).
      html = bootAfterPaint(html);
      if (page.cookies.length) headers['set-cookie'] = page.cookies;
    }
    // A rendered page whose calls set no cookie (an article's first read does) is every visitor's.
    const shared = page !== null && page.cookies.length === 0;
    if (landing) {
      const json = `<script type="application/json" id="${LANDING_ROUTE_ID}">${scriptJson(landing.landing)}</script>`;
      html = html.replace('</body>', () => `  ${json}\n  </body>`);
    }
    return { html, headers, shared };
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: `Route GET ${pathname} not found` });
    }
    // A malformed address is the client's error, not ours: no 500, no error-log row.
    const decoded = safeDecode(pathname);
    if (decoded === null) return reply.status(400).type('text/plain').send('Bad request: the address is not valid');
    await limit?.(request);
    // A file that exists (favicon, robots.txt, images) is served as it is.
    const rel = path.normalize(decoded).replace(/^([/\\])+/, '');
    if (
      rel &&
      !rel.startsWith('..') &&
      fs.existsSync(path.join(clientDir, rel)) &&
      fs.statSync(path.join(clientDir, rel)).isFile()
    ) {
      return reply.sendFile(rel);
    }
    if (path.extname(pathname) && pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const matched = headOf(pathname);
    const key = matched.route?.serverRendered ? visitorPages.keyOf(request) : null;
    const kept = key ? visitorPages.get(key) : undefined;
    const since = visitorPages.now();
    const { html, headers, shared } = kept ? { ...kept, shared: false } : await render(request, pathname, matched);
    if (key && shared) visitorPages.set(key, { html, headers }, since);
    reply.headers(headers);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
