import fs from 'node:fs';
import path from 'node:path';
import type { LandingRoute } from '../../shared/landing-route';
import { pageFiles, routePattern, routeShape, siteRoutes, type SiteRoute } from '../../shared/site-routes';

/**
 * The client module of the pages people land on from outside (a link, a search, a share), by
 * address: the routes marked `preload` in the route table (src/shared/site-routes.ts). The page's
 * HTML names that module's chunks with <link rel="modulepreload">, so the browser fetches them
 * alongside the entry instead of after it has run. Paths are relative to src/client, as Vite's
 * manifest keys them.
 */
export const LANDING_PAGES: [RegExp, string][] = siteRoutes
  .filter((route) => route.preload)
  .map((route) => [routePattern(route.path).pattern, pageFiles[route.page]]);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Reads dist/client/.vite/manifest.json; without one (a dev build) nothing is preloaded. */
export function readManifest(clientDir: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * The preload tags of every landing page, worked out once at start: a function from an address
 * to the tags of its page's own chunks and styles ('' for other pages; the entry's are in
 * index.html already).
 */
export function landingPreloads(manifest: Manifest): (pathname: string) => string {
  const tags = LANDING_PAGES.map(([pattern, page]) => [pattern, tagsFor(manifest, page)] as const);
  return (pathname) => tags.find(([pattern]) => pattern.test(pathname))?.[1] ?? '';
}

/**
 * A page module's own chunks (its chunk first) and styles, beyond the entry's, or null when the
 * manifest has no such module.
 */
export function pageAssets(manifest: Manifest, page: string): { scripts: string[]; styles: string[] } | null {
  const chunk = manifest[page];
  if (!chunk) return null;
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const skip = new Set<string>([entry?.file ?? '', ...(entry?.imports ?? []).map((k) => manifest[k]?.file ?? '')]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (c: ManifestChunk) => {
    if (c.isEntry || skip.has(c.file) || scripts.has(c.file)) return;
    scripts.add(c.file);
    c.css?.forEach((file) => styles.add(file));
    for (const key of c.imports ?? []) {
      const next = manifest[key];
      if (next) visit(next);
    }
  };
  visit(chunk);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The landing route of a route of the table (what the browser renders the page it lands on with,
 * without the table: src/client/routes.tsx) and the styles of its page, or null when the manifest
 * has no chunk for its page. Worked out once per page module.
 */
export function landingRoutes(
  manifest: Manifest,
): (route: SiteRoute) => { landing: LandingRoute; styles: string[] } | null {
  const pages = new Map<string, { chunk: string; styles: string[] } | null>();
  const pageOf = (file: string) => {
    if (!pages.has(file)) {
      const chunk = manifest[file]?.file;
      pages.set(file, chunk ? { chunk: `/${chunk}`, styles: pageAssets(manifest, file)?.styles ?? [] } : null);
    }
    return pages.get(file) ?? null;
  };
  return (route) => {
    const page = pageOf(pageFiles[route.page]);
    return page ? { landing: { ...routeShape(route), chunk: page.chunk }, styles: page.styles } : null;
  };
}

function tagsFor(manifest: Manifest, page: string): string {
  const assets = pageAssets(manifest, page);
  if (!assets) return '';
  const { scripts, styles } = assets;
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
}
