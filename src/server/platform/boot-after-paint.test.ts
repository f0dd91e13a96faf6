import { describe, expect, it } from 'vitest';
import { bootAfterPaint } from './boot-after-paint';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>The Breakfast Club</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/query-Def456.js">
    <link rel="modulepreload" crossorigin href="/assets/blog-page-Ghi789.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Jkl012.css">
  </head>
  <body><div id="root"><h1>Coffee Corner</h1></div></body>
</html>`;

describe('bootAfterPaint', () => {
  it('hands the entry to /boot.js and leaves no module script or module preload in the page', () => {
    const html = bootAfterPaint(built);
    expect(html).toContain('<script src="/boot.js" data-entry="/assets/index-Abc123.js" defer></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the styles, the title and the rendered content', () => {
    const html = bootAfterPaint(built);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Jkl012.css">');
    expect(html).toContain('<title>The Breakfast Club</title>');
    expect(html).toContain('<div id="root"><h1>Coffee Corner</h1></div>');
    // The boot script is in <head>, before it closes.
    expect(html.indexOf('/boot.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without a built entry (a development build) as it is', () => {
    const dev = '<html><head><script type="module" src="/src/main.tsx"></script></head><body></body></html>';
    expect(bootAfterPaint(dev)).toBe(dev);
  });
});
