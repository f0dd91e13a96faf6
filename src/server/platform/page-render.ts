/**
 * Public pages rendered on the server (docs/decisions/0149-server-rendering.md): the route's
 * React tree with its data, from the renderer Vite builds into dist/ssr (src/client/entry-server.tsx).
 * Its API calls are answered in-process by this app's own routes with the visitor's cookies, so
 * the page holds exactly what the API would give that visitor (the one-article-a-day rule, no
 * Zoom link for a visitor); the cookies those calls set (an article's access record) go out with
 * the page. A visitor's page (no cookie but the zone's) is kept per address, zone and data
 * generation: any write empties it, here and, by the write notice, in the other processes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_RENDER_ZONE,
  READER_ZONE_COOKIE,
  validZone,
  type PageRendererModule,
  type RenderedPage,
} from '../../shared/server-render';
import type { ReadCache } from './read-cache';

export interface ServerPage extends RenderedPage {
  /** Set-Cookie lines the page's API calls answered with. */
  cookies: string[];
}

export type RenderPage = (request: FastifyRequest, url: string) => Promise<ServerPage | null>;

/** The built renderer, or null when the client has not been built with it (`npm run build`). */
export async function loadRenderer(file: string): Promise<PageRendererModule | null> {
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRendererModule;
}

/** How long a visitor's page is kept at most (times such as "upcoming" move on by themselves). */
const PAGE_TTL_MS = 30_000;
const MAX_PAGES = 300;

function headerLines(value: string | string[] | number | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

/** The answer of an in-process call as the browser's fetch would give it. */
function asResponse(status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer) {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'set-cookie') continue;
    for (const line of headerLines(value)) out.append(name, line);
  }
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : new Uint8Array(body), { status, headers: out });
}

/** Only the zone cookie changes a visitor's page; any other cookie makes it theirs alone. */
function sharedVisitor(request: FastifyRequest): boolean {
  return Object.keys(request.cookies).every((name) => name === READER_ZONE_COOKIE);
}

export function pageRenderer(
  app: FastifyInstance,
  renderer: PageRendererModule,
  { reads, site }: { reads: ReadCache; site: () => Promise<{ introVideoId: string | null; logo: string | null }> },
): RenderPage {
  const kept = new Map<string, { page: ServerPage; generation: number; expiresAt: number }>();

  const renderFor = async (request: FastifyRequest, url: string): Promise<ServerPage | null> => {
    const cookies: string[] = [];
    const cookieHeader = request.headers.cookie;
    const page = await renderer.renderPage({
      url,
      zone: validZone(request.cookies[READER_ZONE_COOKIE]) ?? DEFAULT_RENDER_ZONE,
      site: await site(),
      call: async (callUrl, init) => {
        const res = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: callUrl,
          headers: {
            accept: 'application/json',
            ...(cookieHeader ? { cookie: cookieHeader } : {}),
            ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          },
        });
        cookies.push(...headerLines(res.headers['set-cookie']));
        return asResponse(res.statusCode, res.headers, res.rawPayload);
      },
    });
    return page ? { ...page, cookies } : null;
  };

  return async (request, url) => {
    if (!sharedVisitor(request)) return renderFor(request, url);
    const key = `${url}\n${request.cookies[READER_ZONE_COOKIE] ?? ''}`;
    const generation = reads.generation();
    const hit = kept.get(key);
    if (hit && hit.generation === generation && hit.expiresAt > Date.now()) return hit.page;
    const page = await renderFor(request, url);
    // A page whose calls set a cookie (an article read) is the visitor's own.
    if (page && page.cookies.length === 0 && generation === reads.generation()) {
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, { page, generation, expiresAt: Date.now() + PAGE_TTL_MS });
    }
    return page;
  };
}
