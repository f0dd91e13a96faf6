/**
 * A server-rendered page starts its scripts after its first paint (decision 0151). The entry's
 * module script and the module preloads leave the HTML; /boot.js (src/client/boot.ts, a plain script:
 * the content security policy allows no inline script) adds the entry once the browser reports
 * the page's first contentful paint (on a browser without paint timing, after the first frame;
 * in a tab opened in the background, at once; in any case within 3 s). The content is in the HTML
 * already, so nothing shows later for it; what changes is that downloading and running about
 * 120 KB of script no longer stands between the response and the first paint, which on a phone on
 * slow 4G was most of a second. The entry's imports and the page's chunk are found by the browser
 * as the entry loads: preloading them from /boot.js made the first seconds busier, not shorter.
 */

import { BOOT_SCRIPT } from '../../shared/server-render';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with its entry handed to /boot.js; unchanged when it has no entry script (a development build). */
export function bootAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const rest = html.replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  const tag = `<script src="${BOOT_SCRIPT}" data-entry="${attr(entry)}" defer></script>`;
  return rest.replace('</head>', () => `  ${tag}\n  </head>`);
}
