/**
 * What the server renderer and the browser agree on (docs/decisions/0149-server-rendering.md):
 * the cookie that carries the reader's time zone and the element that carries the rendered
 * page's data.
 */
export const READER_ZONE_COOKIE = 'tz';

/** The id of the <script type="application/json"> holding the dehydrated queries and the zone. */
export const RENDER_STATE_ID = 'render-state';

/** The zone a page is rendered in when the reader's is not known yet. */
export const DEFAULT_RENDER_ZONE = 'UTC';

/** A valid IANA zone name, or null (a cookie is the reader's to write). */
export function validZone(zone: string | undefined | null): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** JSON that cannot end the <script type="application/json"> element it is written into early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the server asks the page renderer for (src/client/entry-server.tsx). */
export interface RenderRequest {
  /** The address: path and query. */
  url: string;
  /** The IANA zone the page's times are written in. */
  zone: string;
  /** Whether `zone` is the reader's own (their cookie) rather than the default. */
  zoneKnown: boolean;
  site: { introVideoId: string | null; logo: string | null };
  /** Answers a call to the API in-process, with the visitor's cookies (platform/page-render.ts). */
  call: (url: string, init: RequestInit) => Promise<Response>;
}

/** A rendered page: the markup inside #root and the JSON the browser hydrates from. */
export interface RenderedPage {
  /** Tags React hoists out of the tree (an image preload), for <head>. */
  head: string;
  html: string;
  /** JSON with `<` escaped, safe inside a <script type="application/json">. */
  state: string;
}

/** The renderer's module (dist/ssr/entry-server.js, or the source in tests). */
export interface PageRendererModule {
  renderPage: (request: RenderRequest) => Promise<RenderedPage | null>;
}

/** The script a server-rendered page starts the app with, and the reader-zone worker (src/client/boot.ts). */
export const BOOT_SCRIPT = '/boot.js';
