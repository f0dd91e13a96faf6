import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeForReader } from './html';

/** Classic vectors (OWASP XSS filter evasion cheat sheet and friends). None may survive. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=`javascript:alert(1)`>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/page"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<link rel=stylesheet href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<p onclick="alert(1)">para</p>',
  '<a href="#" onmouseover="alert(1)">hover</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<img """><script>alert(1)</script>">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<a href="//evil.example">protocol relative</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const dangerous =
  /<script|<iframe(?![^>]*src="https:\/\/(www\.youtube|player\.vimeo))|\son[a-z]+\s*=|javascript:|vbscript:|<object|<embed|<form|<input|<style|<link|<meta|<base|<svg|srcdoc|style=|href="\/\/|href="data:/i;

describe('article sanitizer: XSS corpus', () => {
  it.each(XSS_CORPUS)('neutralises %s on save and on serve', (input) => {
    const saved = sanitizeArticleHtml(input);
    expect(saved).not.toMatch(dangerous);
    const served = sanitizeForReader(input);
    expect(served).not.toMatch(dangerous);
    expect(sanitizeForReader(saved)).not.toMatch(dangerous);
  });

  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Pricing</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://example.com" target="_blank">a link</a>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><img src="/article-images/a.webp" alt="A">';
    const saved = sanitizeArticleHtml(html);
    expect(saved).toContain('<h2>Pricing</h2>');
    expect(saved).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a>');
    expect(saved).toContain('<ul><li>One</li></ul>');
    expect(saved).toContain('<img src="/article-images/a.webp" alt="A" />');
  });

  it('embeds videos only from the allowed sites', () => {
    const yt = '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>';
    expect(sanitizeArticleHtml(yt)).toContain('src="https://www.youtube.com/embed/abc"');
    expect(sanitizeArticleHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain('evil.example');
  });

  it('serves images lazily through the public article-images path; other paths unchanged', () => {
    const served = sanitizeForReader('<img src="/article-images/a.webp"><img src="https://cdn.example/b.png">');
    expect(served).toContain('<img src="/api/public/article-images/a.webp" loading="lazy" />');
    expect(served).toContain('<img src="https://cdn.example/b.png" loading="lazy" />');
  });
});
