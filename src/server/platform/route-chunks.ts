import fs from 'node:fs';
import path from 'node:path';
import { pageFiles, routePattern, siteRoutes } from '../../shared/site-routes';

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
type Manifest = Record<string, ManifestChunk>;

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

function tagsFor(manifest: Manifest, page: string): string {
  const chunk = manifest[page];
  if (!chunk) return '';
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
  return [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
}
