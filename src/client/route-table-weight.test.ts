/**
 * A first visit that stops growing with the route table: the client is built twice, as it is and
 * with fifty more routes in the table (src/shared/site-routes.ts), and the JavaScript a first visit
 * to / downloads (the entry and the home page's chunks, as Vite's manifest names them) must weigh
 * the same within noise. The browser renders the page it lands on from the server's landing route
 * and loads the table later (routes.tsx), so a route added must add nothing to it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '@shared/site-routes';

const root = path.resolve(import.meta.dirname, '../..');
const EXTRA_ROUTES = 50;
const TABLE_START = 'export const siteRoutes: readonly SiteRoute[] = [';

/** Appends routes of existing pages, at addresses of their own, to the table's source. */
function fiftyMoreRoutes(): Plugin {
  const pages = Object.keys(pageFiles);
  const routes = Array.from({ length: EXTRA_ROUTES }, (_, i) => {
    const access = ['public', 'signed-in', 'admin'][i % 3];
    return `{ path: '/extra-area-${i}/:id', access: '${access}', page: '${pages[i % pages.length]}', section: 'Tools', title: 'Extra screen number ${i}' },`;
  }).join('\n');
  return {
    name: 'fifty-more-routes',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/shared/site-routes.ts')) return null;
      if (!code.includes(TABLE_START)) throw new Error('the route table moved: update this test');
      return code.replace(TABLE_START, () => `${TABLE_START}\n${routes}`);
    },
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Builds the client into memory: its files by name, and what the first visit to / downloads. */
async function buildClient(plugins: Plugin[]) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-weight-'));
  // Vitest runs with NODE_ENV=test, which Vite would build React's development bundle for.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      plugins,
      build: { write: false, outDir, emptyOutDir: false, reportCompressedSize: false },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
    const files = new Map<string, string | Uint8Array>();
    for (const item of output.output) files.set(item.fileName, item.type === 'chunk' ? item.code : item.source);
    const manifestSource = files.get('.vite/manifest.json');
    if (manifestSource === undefined) throw new Error('the build wrote no manifest');
    const manifest = JSON.parse(String(Buffer.from(manifestSource))) as Record<string, ManifestChunk>;
    const firstVisit = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || firstVisit.has(chunk.file)) return;
      firstVisit.add(chunk.file);
      chunk.imports?.forEach(walk);
    };
    walk('index.html');
    walk(pageFiles.home);
    const weight = [...firstVisit].reduce((sum, file) => sum + gzipSync(files.get(file) ?? '', { level: 6 }).length, 0);
    return { files, firstVisit, weight };
  } finally {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

describe('the first visit and the route table', () => {
  it('weighs the same with fifty more routes in the table', { timeout: 90_000 }, async () => {
    const before = await buildClient([]);
    const after = await buildClient([fiftyMoreRoutes()]);

    // The routes were added: some chunk carries them, and none the first visit downloads.
    const carriers = [...after.files].filter(
      ([, code]) => typeof code === 'string' && code.includes('Extra screen number 49'),
    );
    expect(carriers.length).toBeGreaterThan(0);
    for (const [file] of carriers) expect(after.firstVisit.has(file), file).toBe(false);

    expect(before.weight).toBeGreaterThan(50_000);
    const growth = after.weight - before.weight;
    expect(Math.abs(growth), `first visit: ${before.weight} → ${after.weight} bytes gzip`).toBeLessThan(100);
  });
});
