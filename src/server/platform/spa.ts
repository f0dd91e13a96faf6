import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './mailer';
import { landingPreloads, readManifest } from './route-chunks';

/** Tags a feature puts in <head> for a page, so crawlers see share previews before any script. */
export interface HeadTags {
  title: string;
  description?: string;
  canonicalPath?: string;
  image?: string | null;
  type?: 'website' | 'article';
  author?: string | null;
  publishedTime?: string | null;
  extraHeaders?: Record<string, string>;
}

export type HeadProvider = (request: FastifyRequest, params: Record<string, string>) => Promise<HeadTags | null>;

interface Registered {
  pattern: RegExp;
  keys: string[];
  provider: HeadProvider;
}

const providers: Registered[] = [];

/** Registers a head provider for a client route such as '/blog/:slug'. */
export function registerHead(route: string, provider: HeadProvider) {
  const keys: string[] = [];
  const pattern = new RegExp(
    `^${route.replace(/:([a-zA-Z]+)/g, (_, k: string) => {
      keys.push(k);
      return '([^/]+)';
    })}/?$`,
  );
  providers.push({ pattern, keys, provider });
}

export const SITE_NAME = 'Gymnastics Business Resources';

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

const DEFAULT_HEAD: HeadTags = {
  title: `The Breakfast Club - ${SITE_NAME}`,
  description:
    'The breakfast club: a peer network and business-resource platform for gymnastics and athletic-center owners, directors and managers.',
};

/**
 * Serves the built client: hashed assets with long-lived caching, and index.html (with a
 * server-filled <head>) for every other non-/api GET so client routes work on reload.
 */
export interface SiteSettings {
  /** The home page's intro video (a YouTube id); without one the home page shows no player. */
  introVideoId?: string | undefined;
}

export async function registerSpa(app: FastifyInstance, clientDir: string, publicUrl: string, site: SiteSettings = {}) {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built client in ${clientDir}; run "npm run build" to serve the web app`);
    return;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const manifest = readManifest(clientDir);
  const preloadsFor = manifest ? landingPreloads(manifest) : () => '';

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

  const render = async (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '/';
    let tags: HeadTags = { ...DEFAULT_HEAD, canonicalPath: pathname };
    for (const p of providers) {
      const m = p.pattern.exec(pathname);
      if (!m) continue;
      const params = Object.fromEntries(p.keys.map((k, i) => [k, decodeURIComponent(m[i + 1] ?? '')]));
      const found = await p.provider(request, params).catch(() => null);
      if (found) tags = { canonicalPath: pathname, ...found };
      break;
    }
    const siteMeta = site.introVideoId ? `\n    <meta name="intro-video-id" content="${escapeHtml(site.introVideoId)}">` : '';
    const preload = preloadsFor(pathname);
    // The page's own chunks after the entry's, so the entry is fetched first.
    const html = template
      .replace(/<title>[^<]*<\/title>/, renderHead(tags, publicUrl) + siteMeta)
      .replace('</head>', preload ? `  ${preload}\n  </head>` : '</head>');
    return { html, tags };
  };

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ message: `Route GET ${pathname} not found` });
    }
    // A file that exists (favicon, robots.txt, images) is served as it is.
    const rel = path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    if (rel && !rel.startsWith('..') && fs.existsSync(path.join(clientDir, rel)) && fs.statSync(path.join(clientDir, rel)).isFile()) {
      return reply.sendFile(rel);
    }
    if (path.extname(pathname) && pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const { html, tags } = await render(request);
    reply.headers(tags.extraHeaders ?? {});
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
