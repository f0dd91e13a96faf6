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

/** How long a visitor's page is kept at most (times such as "upcoming" move on by themselves). */
const PAGE_TTL_MS = 30_000;
const MAX_PAGES = 300;

/**
 * The answers to visitors (no cookie but the zone's) of rendered pages, kept per address and zone
 * while the app's data generation holds: any write empties them, here and, by the write notice,
 * in the other processes. One per app.
 */
export class VisitorPages<T> {
  private kept = new Map<string, { value: T; generation: number; expiresAt: number }>();

  constructor(private readonly generation: () => number) {}

  /** The key of a visitor's request, or null when the page is the visitor's own (other cookies). */
  keyOf(request: FastifyRequest): string | null {
    const names = Object.keys(request.cookies);
    if (!names.every((name) => name === READER_ZONE_COOKIE)) return null;
    return `${request.url}\n${request.cookies[READER_ZONE_COOKIE] ?? ''}`;
  }

  get(key: string): T | undefined {
    const hit = this.kept.get(key);
    return hit && hit.generation === this.generation() && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  /** Keeps `value` when no write happened since `generation` was read. */
  set(key: string, value: T, generation: number): void {
    if (generation !== this.generation()) return;
    if (this.kept.size >= MAX_PAGES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { value, generation, expiresAt: Date.now() + PAGE_TTL_MS });
  }

  /** The generation a render starts from. */
  now(): number {
    return this.generation();
  }
}

export function pageRenderer(
  app: FastifyInstance,
  renderer: PageRendererModule,
  { site }: { site: () => Promise<{ introVideoId: string | null; logo: string | null }> },
): RenderPage {
  return async (request: FastifyRequest, url: string): Promise<ServerPage | null> => {
    const cookies: string[] = [];
    const cookieHeader = request.headers.cookie;
    const readers = validZone(request.cookies[READER_ZONE_COOKIE]);
    const page = await renderer.renderPage({
      url,
      zone: readers ?? DEFAULT_RENDER_ZONE,
      zoneKnown: readers !== null,
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
}
