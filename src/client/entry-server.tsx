/**
 * The server renderer of the public pages (docs/decisions/0149-server-rendering.md). Built by
 * `vite build --ssr` into dist/ssr and called by the server's platform/page-render.ts, it renders
 * the same tree the browser hydrates: it renders the route, runs the queries the render asked
 * for through the API in-process (the same routes, services and rules as a browser's call, with
 * the visitor's cookies), and renders again until no query waits; the queries go to the browser
 * dehydrated. A page whose queries fail, or whose render throws, is not rendered here: the
 * browser renders it as before.
 */
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { RENDER_STATE_ID, scriptJson, type RenderedPage, type RenderRequest } from '@shared/server-render';
import { routeAt, routeShape } from '@shared/site-routes';
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createQueryClient, setTransport } from '@/lib/api';
import { setDisplayZone } from '@/lib/display-zone';
import { configureServerSite } from '@/lib/site-config';
import type { Landing } from '@/routes';
import { AppProviders, Root } from './App';

export { RENDER_STATE_ID };

// The table's pages, loaded as the browser loads them (routes.tsx), so the module is one chunk.
const { pageComponent } = await import('./route-table');

/** The request whose queries are running: their calls go through its `call`. */
const calls = new AsyncLocalStorage<RenderRequest['call']>();
setTransport((url, init) => {
  const call = calls.getStore();
  if (!call) return Promise.reject(new Error(`No request to answer ${url} for`));
  return call(url, init);
});

/** Renders wait their turn: the display zone and the site settings are set per render. */
let turn: Promise<unknown> = Promise.resolve();

/** How many times a page is rendered at most while its queries resolve (a query may need another's data). */
const MAX_PASSES = 4;
/** A render that takes longer than this gives up; the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * One render of the page, whole: React's static renderer streams it once every part is ready, so
 * the HTML holds the page in order with no script to place parts (the CSP allows none inline).
 */
async function renderOnce(url: string, client: QueryClient): Promise<string> {
  const errors: unknown[] = [];
  // The page as the browser renders the address it lands on: its route alone, not the table
  // (routes.tsx), the same route the server names in the HTML (platform/spa.ts).
  const route = routeAt(url.split('?')[0] ?? '/');
  const landing: Landing | null = route ? { route: routeShape(route), page: pageComponent(route.page) } : null;
  const { prelude } = await prerenderToNodeStream(
    <AppProviders client={client}>
      <StaticRouter location={url}>
        <Root landing={landing} />
      </StaticRouter>
    </AppProviders>,
    {
      // No part is sent out of order (that would take an inline script, which the CSP refuses).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      onError: (error) => void errors.push(error),
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/** The queries the last render asked for and nobody has run. */
function waiting(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const client = createQueryClient();
  const render = () =>
    inTurn(() => {
      setDisplayZone(request.zone, request.zoneKnown);
      configureServerSite(request.site);
      return renderOnce(request.url, client);
    });
  let html = await render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const queries = waiting(client);
    if (queries.length === 0) break;
    await calls.run(request.call, () => Promise.all(queries.map((q) => q.fetch().catch(() => undefined))));
    html = await render();
  }
  // A failed query, or one still waiting, leaves the page to the browser.
  const unfinished = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error' || (q.state.status === 'pending' && enabled(q)));
  if (unfinished) return null;
  // React writes the resources it hoists (an LCP image's preload) first; they belong in <head>.
  const hoisted = /^(?:<link[^>]*>|<meta[^>]*>)*/.exec(html)?.[0] ?? '';
  return {
    head: hoisted,
    html: html.slice(hoisted.length),
    state: scriptJson({ zone: request.zone, zoneKnown: request.zoneKnown, queries: dehydrate(client) }),
  };
}
