import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_PAGES, landingPreloads } from './route-chunks';

// The shape of Vite's dist/client/.vite/manifest.json.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
  'features/articles/article-page.tsx': {
    file: 'assets/article-page-1.js',
    imports: ['index.html', '_vendor-1.js', '_shared-1.js'],
    css: ['assets/article-body-1.css'],
  },
  'features/articles/blog-page.tsx': { file: 'assets/blog-page-1.js', imports: ['index.html', '_shared-1.js'] },
};

const preloadTagsFor = (m: typeof manifest, pathname: string) => landingPreloads(m)(pathname);

describe('preloading a landing page', () => {
  it("names the page's own chunks and styles once, not the entry's", () => {
    const tags = preloadTagsFor(manifest, '/blog/pricing-your-recreational-classes');
    expect(tags.split('\n').map((l) => l.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/article-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/article-body-1.css">',
    ]);
    expect(preloadTagsFor(manifest, '/blog')).toContain('/assets/blog-page-1.js');
  });

  it('preloads nothing for other pages or without the chunk', () => {
    expect(preloadTagsFor(manifest, '/admin/users')).toBe('');
    expect(preloadTagsFor(manifest, '/about')).toBe('');
  });

  it('points at client modules that exist', () => {
    expect(LANDING_PAGES.length).toBeGreaterThan(0);
    for (const [, module] of LANDING_PAGES) {
      expect(fs.existsSync(path.resolve(import.meta.dirname, '../../client', module)), module).toBe(true);
    }
  });
});
